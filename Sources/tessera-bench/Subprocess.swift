import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program as a child process with `posix_spawn` and `wait4`, so
/// each run reports its own wall time and its own peak memory, which
/// `Foundation.Process` doesn't expose.
struct Subprocess {
  /// What one run of a child did.
  struct Run {
    /// The exit status, or 128 + the signal that ended it.
    var status: Int32
    /// Wall time from spawn to reaped, in seconds.
    var seconds: Double
    /// The child's peak resident set size, in bytes (`ru_maxrss`).
    var peakRSS: Int
    /// What it wrote to standard output, when asked to keep it.
    var output: Data
    /// What it wrote to standard error (kept for error messages).
    var errorOutput: Data
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `executable` (an absolute path) with `arguments`: standard input
  /// from `/dev/null`, standard output kept when `keepOutput` (else sent to
  /// `/dev/null`), standard error kept.
  ///
  /// With `measuringMemory` on Linux, the child is started by a fresh
  /// `tessera-bench measure-child` process, which reports the child's wall
  /// time and peak RSS. Linux's `ru_maxrss` counts the memory of the process
  /// that called `execve`, and glibc's `posix_spawn` calls it from a `vfork`
  /// child sharing this process's memory, so a child spawned from here
  /// reports at least this process's own peak (the whole corpus, in memory).
  static func run(
    _ executable: String, _ arguments: [String], keepOutput: Bool = false, measuringMemory: Bool = false
  ) throws -> Run {
    #if os(Linux)
      if measuringMemory {
        let report = FileManager.default.temporaryDirectory
          .appendingPathComponent("tessera-bench-\(getpid())-\(UUID().uuidString).rss").path
        defer { unlink(report) }
        let helper = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        var run = try spawn(
          helper, ["measure-child", "--report", report, "--", executable] + arguments, keepOutput: keepOutput)
        let fields = (try? String(contentsOfFile: report, encoding: .utf8))?.split(separator: " ") ?? []
        guard fields.count == 2, let seconds = Double(fields[0]), let peak = Int(fields[1]) else {
          throw Failure(description: "measure-child reported nothing for \(executable)")
        }
        run.seconds = seconds
        run.peakRSS = peak
        return run
      }
    #endif
    return try spawn(executable, arguments, keepOutput: keepOutput)
  }

  private static func spawn(_ executable: String, _ arguments: [String], keepOutput: Bool) throws -> Run {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-bench-\(getpid())-\(UUID().uuidString)")
    let outPath = keepOutput ? scratch.path + ".out" : "/dev/null"
    let errPath = scratch.path + ".err"
    defer {
      if keepOutput { unlink(outPath) }
      unlink(errPath)
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv = ([executable] + arguments).map { strdup($0) }
    defer { for pointer in argv { free(pointer) } }
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
    defer { for pointer in environment { free(pointer) } }
    var cArguments: [UnsafeMutablePointer<CChar>?] = argv + [nil]
    var cEnvironment: [UnsafeMutablePointer<CChar>?] = environment + [nil]

    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = cArguments.withUnsafeMutableBufferPointer { arguments in
      cEnvironment.withUnsafeMutableBufferPointer { environment in
        guard let argv = arguments.baseAddress, let envp = environment.baseAddress else { return EINVAL }
        return posix_spawn(&pid, executable, &actions, nil, argv, envp)
      }
    }
    guard spawned == 0 else {
      throw Failure(description: "could not start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw Failure(description: "wait4 failed for \(executable)") }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let signal = status & 0x7F
    let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    let output = keepOutput ? (FileManager.default.contents(atPath: outPath) ?? Data()) : Data()
    let errorOutput = FileManager.default.contents(atPath: errPath) ?? Data()
    return Run(status: exitStatus, seconds: seconds, peakRSS: peak, output: output, errorOutput: errorOutput)
  }

  /// Runs and requires exit status 0.
  static func check(
    _ executable: String, _ arguments: [String], keepOutput: Bool = false, measuringMemory: Bool = false
  ) throws -> Run {
    let run = try run(executable, arguments, keepOutput: keepOutput, measuringMemory: measuringMemory)
    guard run.status == 0 else {
      let message = String(decoding: run.errorOutput.prefix(2000), as: UTF8.self)
      throw Failure(
        description: "\(executable) \(arguments.prefix(6).joined(separator: " ")) … exited \(run.status): \(message)")
    }
    return run
  }

  /// The absolute path of `name` on `PATH`, or `nil`.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
