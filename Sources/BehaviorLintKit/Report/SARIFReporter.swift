/// SARIF 2.1.0 for GitHub code scanning and other SARIF consumers; valid against the OASIS
/// schema (`Tests/Fixtures/Schemas/sarif-schema-2.1.0.json`). Members are written in a fixed order,
/// so the same report always gives the same bytes.
///
/// - `tool.driver.rules`: every rule of the report (catalogue order), then any other rule id a
///   finding names (sorted); results point at them with `ruleIndex`.
/// - Locations: `artifactLocation.uri` is the path relative to the working directory,
///   percent-encoded, with `uriBaseId` `%SRCROOT%` (an absolute path becomes a `file://` URI
///   without base). Regions give start and (exclusive) end line and column, the columns
///   converted from UTF-8 bytes to code points (`columnKind` `unicodeCodePoints`) using the
///   line's text. A finding without a line (0) gets no region: SARIF lines start at 1.
/// - `partialFingerprints["behaviorLint/v1"]`: the finding's fingerprint, made unique within
///   the run (`LintReport.uniqueFingerprints`); it holds no line numbers, so code scanning
///   tracks alerts across edits.
/// - Notes become `relatedLocations`; a repeated concern's are every statement of its copies.
public enum SARIFReporter: Reporter {
    public static let id = "sarif"
    public static let summary = "GitHub code scanning and other SARIF consumers: SARIF 2.1.0 JSON"

    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let fingerprintKey = "behaviorLint/v1"

    public static func render(_ report: LintReport) -> String {
        let rules = ruleList(report)
        let index = Dictionary(
            rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let fingerprints = report.uniqueFingerprints
        var driver: [(String, ReportJSON)] = [
            ("name", .string("behavior-lint")),
            ("semanticVersion", .string(report.toolVersion)),
        ]
        if let home = report.repositoryURL {
            driver.append(("informationUri", .string(home)))
        }
        driver.append(("rules", .array(rules.map { ruleObject($0, report) })))
        let results = report.findings.enumerated().map { offset, finding in
            result(finding, ruleIndex: index[finding.ruleID] ?? 0, fingerprint: fingerprints[offset], report: report)
        }
        let run: ReportJSON = .object([
            ("tool", .object([("driver", .object(driver))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return ReportJSON.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    static func ruleList(_ report: LintReport) -> [RuleDescriptor] {
        var rules: [RuleDescriptor] = []
        var known: Set<String> = []
        for rule in report.rules where known.insert(rule.id).inserted {
            rules.append(rule)
        }
        for id in Set(report.findings.map { $0.ruleID }).subtracting(known).sorted() {
            let severity = report.findings.first { $0.ruleID == id }?.severity ?? .warning
            rules.append(
                RuleDescriptor(
                    id: id, kind: .hygiene, defaultSeverity: severity, scope: .file, fixable: false, summary: id))
        }
        return rules
    }

    static func ruleObject(_ rule: RuleDescriptor, _ report: LintReport) -> ReportJSON {
        var members: [(String, ReportJSON)] = [
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.summary))])),
        ]
        if let home = report.repositoryURL {
            members.append(("helpUri", .string("\(home)/blob/main/Rules/\(percentEncode(rule.id)).md")))
        }
        if let markdown = report.ruleDocumentation[rule.id], !markdown.isEmpty {
            members.append(("help", .object([("text", .string(markdown)), ("markdown", .string(markdown))])))
        }
        members.append(("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])))
        members.append(
            (
                "properties",
                .object([
                    ("kind", .string(rule.kind.rawValue)),
                    ("tags", .array([.string(rule.kind.rawValue)])),
                    ("scope", .string(rule.scope.rawValue)),
                    ("fixable", .bool(rule.fixable)),
                ])
            ))
        return .object(members)
    }

    static func result(_ finding: Finding, ruleIndex: Int, fingerprint: String, report: LintReport) -> ReportJSON {
        var members: [(String, ReportJSON)] = [
            ("ruleId", .string(finding.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            (
                "locations",
                .array([
                    .object([
                        (
                            "physicalLocation",
                            physicalLocation(
                                path: finding.path, start: finding.location,
                                end: finding.hasEnd ? finding.endLocation : nil, report: report)
                        )
                    ])
                ])
            ),
        ]
        if !finding.otherRuleIDs.isEmpty {
            // SARIF gives a result one rule; the rules merged into it go in its property bag.
            members.append(
                ("properties", .object([("otherRuleIds", .array(finding.otherRuleIDs.map { .string($0) }))])))
        }
        // A concern's every other statement, else the notes.
        let related =
            finding.copies.isEmpty
            ? finding.notes
            : finding.copies.dropFirst().map {
                Finding.Note(path: $0.path, location: $0.location, message: "also in \($0.hostClass).\($0.signature)")
            }
        if !related.isEmpty {
            members.append(
                (
                    "relatedLocations",
                    .array(
                        related.enumerated().map { offset, note in
                            .object([
                                ("id", .int(offset)),
                                (
                                    "physicalLocation",
                                    physicalLocation(path: note.path, start: note.location, end: nil, report: report)
                                ),
                                ("message", .object([("text", .string(note.message))])),
                            ])
                        })
                ))
        }
        members.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])))
        return .object(members)
    }

    static func physicalLocation(
        path: String, start: SourceLocation, end: SourceLocation?,
        report: LintReport
    ) -> ReportJSON {
        var members: [(String, ReportJSON)] = [("artifactLocation", artifactLocation(path))]
        if start.line >= 1 {
            var region: [(String, ReportJSON)] = [("startLine", .int(start.line))]
            if start.column >= 1 {
                region.append(
                    (
                        "startColumn",
                        .int(report.codePointColumn(path: path, line: start.line, byteColumn: start.column))
                    ))
            }
            if let end, start.column >= 1 {
                region.append(("endLine", .int(end.line)))
                region.append(
                    ("endColumn", .int(report.codePointColumn(path: path, line: end.line, byteColumn: end.column))))
            }
            members.append(("region", .object(region)))
        }
        return .object(members)
    }

    static func artifactLocation(_ path: String) -> ReportJSON {
        if path.hasPrefix("/") {
            return .object([("uri", .string("file://" + percentEncode(path)))])
        }
        return .object([("uri", .string(percentEncode(path))), ("uriBaseId", .string("%SRCROOT%"))])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .off: return "none"
        }
    }

    /// `nav-bar-visibility` → `NavBarVisibility`.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Percent-encodes a path for a URI: every byte of its UTF-8 form except the unreserved
    /// characters of RFC 3986 (`A-Z a-z 0-9 - . _ ~`) and `/` becomes `%XX` (so spaces, `%`,
    /// `#`, `?`, `:` and non-ASCII are all safe, and a relative path never reads as a scheme).
    public static func percentEncode(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
