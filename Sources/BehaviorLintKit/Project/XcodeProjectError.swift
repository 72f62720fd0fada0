/// Why a project file could not be read, or a file not added to it: names the project file and,
/// for syntax, the line, so the message can be acted on without a debugger.
struct XcodeProjectError: Error, CustomStringConvertible, Equatable {
    let projectFile: String
    let line: Int?
    let reason: String

    init(projectFile: String, line: Int? = nil, reason: String) {
        self.projectFile = projectFile
        self.line = line
        self.reason = reason
    }

    var description: String {
        if let line { return "\(projectFile):\(line): \(reason)" }
        return "\(projectFile): \(reason)"
    }
}
