/// Model files: Codable structs with coding keys and custom decoding, enums with raw and
/// associated values, error types, protocols with associated types, and view models.
extension CodeGen {
    /// A model field: Swift name, type, and the JSON key when it differs.
    typealias Field = (name: String, type: String, key: String?)

    static let fieldPool: [Field] = [
        ("title", "String", nil), ("name", "String", "full_name"), ("subtitle", "String?", nil),
        ("createdAt", "Date", "created_at"), ("updatedAt", "Date?", "updated_at"),
        ("amount", "Decimal", "total_amount"),
        ("price", "Double", nil), ("quantity", "Int", "qty"), ("isActive", "Bool", "active"), ("tags", "[String]", nil),
        ("imageURL", "URL?", "image_url"), ("metadata", "[String: String]", "meta"), ("rating", "Double?", nil),
        ("ownerID", "String", "owner_id"), ("currency", "String", nil), ("latitude", "Double", "lat"),
        ("longitude", "Double", "lng"), ("email", "String", nil), ("phone", "String?", "phone_number"),
        ("position", "Int", nil), ("isFavorite", "Bool", "is_favorite"), ("notes", "String?", nil),
        ("count", "Int", nil), ("expiresAt", "Date?", "expires_at"), ("version", "Int", "v"),
    ]

    mutating func emitModelFile() {
        emitFileHeader()
        emitImports(["Foundation"])
        emitCodableStruct(named: typeName)
        while out.lineCount + 30 < spec.targetLines {
            blank()
            switch below(9) {
            case 0, 1:
                emitCodableStruct(
                    named: freshName { g in
                        g.entity
                            + g.pick([
                                "Summary", "DTO", "Response", "Request", "Draft", "Snapshot", "Preview", "Details",
                            ])
                    })
            case 2: emitModelEnum()
            case 3: emitErrorEnum()
            case 4: emitModelProtocol()
            case 5: emitModelExtension()
            case 6: emitGenericPage()
            case 7: emitOptionSet()
            default: emitModelExtension()
            }
        }
    }

    mutating func emitCodableStruct(named name: String) {
        _ = usedMemberNames.insert(name)
        let fields = pickSome(Self.fieldPool, count: int(3...8))
        if chance(60) {
            emitDocComment("\(Self.upperFirst(pick(["a", "the"]))) \(Self.lowerFirst(entity)) as the API returns it.")
        }
        if chance(10) { line("@frozen") }
        open(
            "\(pick(["", "public ", ""]))struct \(name): \(pick(["Codable, Identifiable, Hashable", "Codable, Equatable", "Decodable, Sendable", "Codable, Identifiable"]))"
        )
        line("let id: \(pick(["UUID", "String", "Int"]))")
        for field in fields {
            line("\(pick(["var", "let"])) \(field.name): \(field.type)\(trailingComment())")
        }
        let status = chance(50)
        if status { line("var status: Status") }
        blank()
        if status {
            open("enum Status: String, Codable, CaseIterable")
            line(
                "case \(pickSome(["pending", "active", "archived", "cancelled", "completed", "draft"], count: int(2 ... 4)).joined(separator: ", "))"
            )
            line("case inTransit = \"in_transit\"")
            line("case unknown")
            close()
            blank()
        }
        let customKeys = fields.contains { $0.key != nil }
        if customKeys {
            open("enum CodingKeys: String, CodingKey")
            line("case id")
            for field in fields {
                line(field.key.map { "case \(field.name) = \"\($0)\"" } ?? "case \(field.name)")
            }
            if status { line("case status") }
            close()
            if chance(60) {
                blank()
                open("init(from decoder: Decoder) throws")
                line("let container = try decoder.container(keyedBy: CodingKeys.self)")
                line("id = try container.decode(\(chance(50) ? "String" : "UUID").self, forKey: .id)")
                for field in fields {
                    if field.type.hasSuffix("?") {
                        line(
                            "\(field.name) = try container.decodeIfPresent(\(field.type.dropLast()).self, forKey: .\(field.name))"
                        )
                    } else if chance(30) {
                        line(
                            "\(field.name) = try container.decodeIfPresent(\(field.type).self, forKey: .\(field.name)) ?? \(defaultValue(field.type))"
                        )
                    } else {
                        line("\(field.name) = try container.decode(\(field.type).self, forKey: .\(field.name))")
                    }
                }
                if status { line("status = (try? container.decode(Status.self, forKey: .status)) ?? .unknown") }
                close()
            }
        }
        close()
    }

    func defaultValue(_ type: String) -> String {
        switch type {
        case "String": return "\"\""
        case "Int": return "0"
        case "Double": return "0.0"
        case "Bool": return "false"
        case "Decimal": return ".zero"
        case "Date": return "Date(timeIntervalSince1970: 0)"
        case "[String]": return "[]"
        case "[String: String]": return "[:]"
        default: return "nil"
        }
    }

    mutating func emitModelEnum() {
        let name = freshName { g in
            g.entity + g.pick(["Kind", "Filter", "SortOrder", "Action", "Event", "Destination"])
        }
        switch below(3) {
        case 0:
            open("enum \(name): String, CaseIterable, Codable")
            for option in pickSome(
                ["all", "recent", "popular", "nearby", "favorites", "archived", "unread", "mine"], count: int(3...5))
            {
                line("case \(option)\(chance(30) ? " = \"\(option.uppercased())\"" : "")")
            }
            blank()
            open("var localizedTitle: String")
            open("switch self")
            out.outdented(
                "case .\(pick(["all", "recent", "popular"])): return NSLocalizedString(\"\(Self.snakeCase(name)).primary\", comment: \"\")"
            )
            out.outdented("default: return rawValue.capitalized")
            close()
            close()
            close()
        case 1:
            open("enum \(name): Equatable")
            line("case open(\(entity).ID)")
            line("case share(url: URL, message: String?)")
            line("case filter(by: \(entity)Kind, ascending: Bool = true)")
            line("case dismiss")
            blank()
            open("var analyticsName: String")
            open("switch self")
            out.outdented("case .open: return \"open\"")
            out.outdented("case .share(_, let message?) where !message.isEmpty: return \"share_with_message\"")
            out.outdented("case .share: return \"share\"")
            out.outdented(
                "case let .filter(kind, ascending): return \"filter_\\(kind)_\\(ascending ? \"asc\" : \"desc\")\"")
            out.outdented("case .dismiss: return \"dismiss\"")
            close()
            close()
            close()
        default:
            open("indirect enum \(name)")
            line("case leaf(\(entity))")
            line("case group(String, [\(name)])")
            blank()
            open("var count: Int")
            open("switch self")
            out.outdented("case .leaf: return 1")
            out.outdented("case .group(_, let children): return children.reduce(0) { $0 + $1.count }")
            close()
            close()
            close()
        }
    }

    mutating func emitErrorEnum() {
        let name = freshName { g in g.entity + "Error" }
        open("enum \(name): Error, LocalizedError\(chance(40) ? ", Equatable" : "")")
        let cases = pickSome(Vocabulary.errorCases, count: int(3...5))
        for errorCase in cases {
            line("case \(errorCase)\(errorCase == "serverError" ? "(statusCode: Int)" : "")")
        }
        blank()
        open("var errorDescription: String?")
        open("switch self")
        for errorCase in cases {
            out.outdented("case .\(errorCase)\(errorCase == "serverError" ? "(let code)" : ""):")
            line("return \(errorCase == "serverError" ? "\"Server error (\\(code))\"" : stringLiteral())")
        }
        close()
        close()
        close()
    }

    mutating func emitModelProtocol() {
        let name = freshName { g in g.entity + g.pick(["Providing", "Repository", "Representable", "Storing"]) }
        open("protocol \(name)\(pick(["", ": AnyObject", ": Sendable"]))")
        if chance(50) { line("associatedtype Model: Identifiable & Codable") }
        line("var \(entitiesVar): [\(entity)] { get }")
        line("var \(pick(["isSyncing", "lastUpdated"])): \(pick(["Bool", "Date?"])) { get set }")
        line(
            "func \(pick(["fetch", "load"]))\(Self.plural(entity))(matching query: String) async throws -> [\(entity)]")
        line("func save(_ \(entityVar): \(entity)) throws")
        line("func remove(id: \(entity).ID)")
        close()
        if chance(60) {
            blank()
            open("extension \(name)")
            open("func remove(_ \(entityVar): \(entity))")
            line("remove(id: \(entityVar).id)")
            close()
            close()
        }
    }

    mutating func emitModelExtension() {
        let target = usedMemberNames.contains(typeName) ? typeName : entity
        open("extension \(target)")
        switch below(4) {
        case 0:
            line(
                "static let placeholder = \(target)(id: \(pick(["UUID()", "\"preview\"", "0"])), title: \(stringLiteral()), createdAt: .now)"
            )
            blank()
            open("var formattedDate: String")
            line("createdAt.formatted(date: .abbreviated, time: .shortened)")
            close()
        case 1:
            open("var isExpired: Bool")
            line("guard let expiresAt else { return false }")
            line("return expiresAt < Date()")
            close()
            blank()
            line("var displayTitle: String { title.isEmpty ? \(stringLiteral()) : title }")
        case 2:
            open("static func < (lhs: \(target), rhs: \(target)) -> Bool")
            line("(lhs.position, lhs.title) < (rhs.position, rhs.title)")
            close()
            blank()
            line("static let \(freshName { _ in "maximumTitleLength" }) = \(intLiteral())")
        default:
            open("func matches(_ query: String) -> Bool")
            line("guard !query.isEmpty else { return true }")
            line("return title.localizedCaseInsensitiveContains(query) || tags.contains { $0.hasPrefix(query) }")
            close()
            blank()
            line("var searchTokens: [String] { title.split(separator: \" \").map(String.init) + tags }")
        }
        close()
    }

    mutating func emitGenericPage() {
        let name = freshName { _ in "Page" }
        open("struct \(name)<Item: Decodable>: Decodable")
        line("let items: [Item]")
        line("let nextCursor: String?")
        line("let total: Int")
        blank()
        line("var hasMore: Bool { nextCursor != nil }")
        close()
        blank()
        line("extension \(name): Sendable where Item: Sendable {}")
        blank()
        open("extension \(name) where Item: Identifiable")
        open("func merged(with other: \(name)) -> \(name)")
        line("let existing = Set(items.map(\\.id))")
        line(
            "return \(name)(items: items + other.items.filter { !existing.contains($0.id) }, nextCursor: other.nextCursor, total: other.total)"
        )
        close()
        close()
    }

    mutating func emitOptionSet() {
        let name = freshName { g in g.entity + "Options" }
        open("struct \(name): OptionSet, Hashable")
        line("let rawValue: \(pick(["Int", "UInt8", "UInt16"]))")
        blank()
        var bit = 0
        for option in pickSome(
            ["notifications", "emails", "sms", "push", "offline", "preview", "beta", "sync"], count: int(3...5))
        {
            line("static let \(option) = \(name)(rawValue: 1 << \(bit))")
            bit += 1
        }
        line("static let none: \(name) = []")
        line("static let mask = 0b\(String(repeating: "1", count: bit))")
        close()
    }

    // MARK: View models

    mutating func emitViewModelFile() {
        emitFileHeader()
        emitImports(["Foundation", "Combine"])
        emitDocComment(
            "Drives the \(feature) \(Self.lowerFirst(spec.role)) screen: loads \(Self.lowerFirst(Self.plural(entity))) and exposes view state."
        )
        line("@MainActor")
        open("final class \(typeName): ObservableObject")
        open("enum State")
        line("case idle, loading, loaded([\(entity)]), empty, failed(Error)")
        close()
        blank()
        line("@Published private(set) var state: State = .idle")
        line("@Published var query = \"\"")
        line("@Published private(set) var \(entitiesVar): [\(entity)] = []")
        line("private let service: \(entity)Service")
        line("private var cancellables = Set<AnyCancellable>()")
        line("private var page = 0")
        blank()
        open("init(service: \(entity)Service = .shared)")
        line("self.service = service")
        line("$query")
        out.indentIn()
        line(".debounce(for: .milliseconds(\(pick(["300", "250", "500"]))), scheduler: RunLoop.main)")
        line(".removeDuplicates()")
        line(".sink { [weak self] query in Task { await self?.search(query) } }")
        line(".store(in: &cancellables)")
        out.indentOut()
        close()
        blank()
        open("func load() async")
        line("state = .loading")
        open("do")
        line("let \(entitiesVar) = try await service.\(pick(["fetch", "load"]))\(Self.plural(entity))(page: page)")
        line("self.\(entitiesVar) = \(entitiesVar)")
        line("state = \(entitiesVar).isEmpty ? .empty : .loaded(\(entitiesVar))")
        close(" catch {")
        out.indentIn()
        line("state = .failed(error)")
        close()
        close()
        blank()
        open("private func search(_ query: String) async")
        line("guard query.count >= \(pick(["2", "3"])) else { return }")
        line("\(entitiesVar) = \(entitiesVar).filter { $0.matches(query) }")
        close()
        fill(until: spec.targetLines) { $0.emitClassMember() }
        drainPending()
        close()
    }
}
