extension RuleID {
  public static let xmlSyntax: RuleID = "xml-syntax"
  public static let xmlForbidden: RuleID = "xml-forbidden"
  public static let fileTooLarge: RuleID = "file-too-large"
  public static let fileUnreadable: RuleID = "file-unreadable"
}

/// `xml-syntax`: the file is not well-formed XML. libxml2's message and position.
public enum XMLSyntaxRule: Rule {
  public static let description = RuleDescription(
    id: .xmlSyntax, summary: "The file is not well-formed XML; the message and position are libxml2's.")
}

/// `xml-forbidden`: a DOCTYPE, a DTD declaration, an entity declaration or an
/// external reference, none of which a catalog may use.
public enum XMLForbiddenRule: Rule {
  public static let description = RuleDescription(
    id: .xmlForbidden,
    summary: "The file uses a DOCTYPE, an entity or an external reference, which catalogs may not.")
}

/// `file-too-large`: the file is over the size cap (32 MiB).
public enum FileTooLargeRule: Rule {
  public static let description = RuleDescription(
    id: .fileTooLarge, summary: "The file is larger than the catalog size limit (32 MiB).")
}

/// `file-unreadable`: the file could not be read.
public enum FileUnreadableRule: Rule {
  public static let description = RuleDescription(
    id: .fileUnreadable, summary: "A catalog file could not be read (permissions, a directory, an I/O error).")
}
