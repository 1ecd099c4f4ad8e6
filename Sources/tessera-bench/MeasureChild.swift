import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tessera-bench measure-child --report FILE -- PROGRAM ARGS…`: runs
/// PROGRAM with this process's standard streams, writes its wall time in
/// seconds and its peak RSS in bytes (“0.123 45678912”) to FILE, and exits
/// with its status. `Subprocess` starts the programs whose memory it
/// measures through this small, fresh process: see `Subprocess.run`.
struct MeasureChild: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure-child", abstract: "Run a program and report its wall time and peak RSS.",
    shouldDisplay: false)

  @Option(help: "Where to write the report.")
  var report: String

  @Argument(parsing: .postTerminator, help: "The program (an absolute path) and its arguments.")
  var command: [String]

  func run() throws {
    guard let executable = command.first else { throw ValidationError("No program to run.") }
    let argv = command.map { strdup($0) }
    defer { for pointer in argv { free(pointer) } }
    var cArguments: [UnsafeMutablePointer<CChar>?] = argv + [nil]
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = cArguments.withUnsafeMutableBufferPointer { arguments in
      guard let argv = arguments.baseAddress else { return EINVAL }
      return posix_spawn(&pid, executable, nil, nil, argv, environ)
    }
    guard spawned == 0 else {
      throw ValidationError("could not start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw ValidationError("wait4 failed for \(executable)") }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    try "\(seconds) \(peak)".write(toFile: report, atomically: false, encoding: .utf8)
    let signal = status & 0x7F
    throw ExitCode(signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
  }
}
