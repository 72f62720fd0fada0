import SwiftLexer

extension FileSummary {
    func archive(into writer: inout ArchiveWriter) {
        writer.string(path)
        writer.array(types) { $1.archive(into: &$0) }
        writer.array(functions) { $1.archive(into: &$0) }
        writer.array(plusChains) { $1.archive(into: &$0) }
        writer.array(suppressions) { $1.archive(into: &$0) }
        statementTokens.archive(into: &writer)
        writer.int(lineCount)
        screens.archive(into: &writer)
        writer.optional(invalidUTF8Offset) { $0.int($1) }
        writer.array(imports) { $0.string($1) }
        writer.array(typeNameHashes) { $0.unsigned($1) }
        writer.bool(declaresAppEntry)
        writer.optional(projectSources) { $1.archive(into: &$0) }
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        self.init(path: try reader.string())
        types = try reader.array { try TypeDeclaration(unarchiving: &$0) }
        functions = try reader.array { try FunctionDeclaration(unarchiving: &$0) }
        plusChains = try reader.array { try PlusChain(unarchiving: &$0) }
        suppressions = try reader.array { try SuppressionComment(unarchiving: &$0) }
        statementTokens = try StatementTokens(unarchiving: &reader)
        lineCount = try reader.int()
        screens = try ScreenPlacements(unarchiving: &reader)
        invalidUTF8Offset = try reader.optional { try $0.int() }
        imports = try reader.array { try $0.string() }
        typeNameHashes = try reader.array { try $0.unsigned() }
        declaresAppEntry = try reader.bool()
        projectSources = try reader.optional { try ProjectSources(unarchiving: &$0) }
    }
}

extension ProjectSources {
    func archive(into writer: inout ArchiveWriter) {
        writer.string(folder)
        let compiledPaths = compiled.keys.sorted()
        writer.array(compiledPaths) { $0.string($1) }
        writer.array(compiledPaths) { $0.bool(compiled[$1]!) }
        writer.array(referencedOnly.sorted()) { $0.string($1) }
        writer.array(synchronizedFolders) {
            $0.string($1.path)
            $0.bool($1.testsOnly)
        }
        writer.bool(wasRead)
        let oldPaths = oldSwift.keys.sorted()
        writer.array(oldPaths) {
            $0.string($1)
            $0.string(oldSwift[$1]!.target)
            $0.string(oldSwift[$1]!.version)
        }
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        let folder = try reader.string()
        let paths = try reader.array { try $0.string() }
        let testsOnly = try reader.array { try $0.bool() }
        guard paths.count == testsOnly.count else { throw ArchiveReader.Malformed() }
        let referencedOnly = try reader.array { try $0.string() }
        let synchronized = try reader.array {
            SynchronizedFolder(path: try $0.string(), testsOnly: try $0.bool())
        }
        self.init(
            folder: folder, compiled: Dictionary(uniqueKeysWithValues: zip(paths, testsOnly)),
            referencedOnly: Set(referencedOnly), synchronizedFolders: synchronized)
        wasRead = try reader.bool()
        let old = try reader.array { (path: try $0.string(), target: try $0.string(), version: try $0.string()) }
        oldSwift = Dictionary(
            old.map { ($0.path, OldSwift(target: $0.target, version: $0.version)) },
            uniquingKeysWith: { first, _ in first })
    }
}

extension SourceLocation {
    func archive(into writer: inout ArchiveWriter) {
        writer.int(line)
        writer.int(column)
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        self.init(line: try reader.int(), column: try reader.int())
    }
}

extension SourceSpan {
    func archive(into writer: inout ArchiveWriter) {
        writer.int(start)
        writer.int(end)
        startLocation.archive(into: &writer)
        endLocation.archive(into: &writer)
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        self.init(
            start: try reader.int(), end: try reader.int(), startLocation: try SourceLocation(unarchiving: &reader),
            endLocation: try SourceLocation(unarchiving: &reader))
    }
}

extension TypeDeclaration {
    func archive(into writer: inout ArchiveWriter) {
        writer.string(kind.rawValue)
        writer.string(name)
        writer.optional(genericParameters) { $0.string($1) }
        writer.array(inherited) { $0.string($1) }
        writer.optional(parent) { $0.int($1) }
        declaration.archive(into: &writer)
        keywordLocation.archive(into: &writer)
        writer.array(memberNames) { $0.string($1) }
        writer.array(overriddenMemberNames) { $0.string($1) }
        writer.array(propertyTypes) {
            $0.string($1.name)
            $0.string($1.type)
            $0.bool($1.createdHere)
        }
        writer.optional(condition) { $0.string($1) }
        writer.bool(isFileScoped)
        writer.bool(isConstrained)
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        self.init(
            kind: try reader.enumeration(TypeKind.self), name: try reader.string(),
            genericParameters: try reader.optional { try $0.string() }, inherited: try reader.array { try $0.string() },
            parent: try reader.optional { try $0.int() }, declaration: try SourceSpan(unarchiving: &reader),
            keywordLocation: try SourceLocation(unarchiving: &reader),
            memberNames: try reader.array { try $0.string() },
            overriddenMemberNames: try reader.array { try $0.string() },
            propertyTypes: try reader.array {
                try PropertyType(name: $0.string(), type: $0.string(), createdHere: $0.bool())
            },
            condition: try reader.optional { try $0.string() }, isFileScoped: try reader.bool(),
            isConstrained: try reader.bool())
    }
}

extension FunctionDeclaration {
    func archive(into writer: inout ArchiveWriter) {
        writer.string(name)
        writer.array(labels) { $0.string($1) }
        writer.array(parameterNames) { $0.string($1) }
        writer.array(parameterTypes) { $0.string($1) }
        writer.array(callerSiteDefaults) { $0.string($1) }
        writer.array(modifiers) { $0.string($1) }
        writer.optional(typeIndex) { $0.int($1) }
        writer.optional(enclosingFunction) { $0.int($1) }
        declaration.archive(into: &writer)
        writer.optional(body) { $1.archive(into: &$0) }
        writer.optional(returnType) { $0.string($1) }
        writer.array(statements) { $1.archive(into: &$0) }
        writer.array(calls) { $1.archive(into: &$0) }
        writer.optional(condition) { $0.string($1) }
        writer.bool(holdsComments)
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        self.init(
            name: try reader.string(), labels: try reader.array { try $0.string() },
            parameterNames: try reader.array { try $0.string() }, parameterTypes: try reader.array { try $0.string() },
            callerSiteDefaults: try reader.array { try $0.string() },
            modifiers: try reader.array { try $0.string() }, typeIndex: try reader.optional { try $0.int() },
            enclosingFunction: try reader.optional { try $0.int() }, declaration: try SourceSpan(unarchiving: &reader),
            body: try reader.optional { try SourceSpan(unarchiving: &$0) },
            returnType: try reader.optional { try $0.string() },
            statements: try reader.array { try Statement(unarchiving: &$0) },
            calls: try reader.array { try Call(unarchiving: &$0) }, condition: try reader.optional { try $0.string() })
        holdsComments = try reader.bool()
    }
}

extension Statement {
    func archive(into writer: inout ArchiveWriter) {
        span.archive(into: &writer)
        writer.int(tokens.lowerBound)
        writer.int(tokens.upperBound)
        writer.string(normalizedText)
        writer.array(calls) { $1.archive(into: &$0) }
        writer.bool(isDefer)
        writer.optional(condition) { $0.string($1) }
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        let span = try SourceSpan(unarchiving: &reader)
        let lower = try reader.int()
        let upper = try reader.int()
        guard lower <= upper else { throw ArchiveReader.Malformed() }
        self.init(
            span: span, tokens: lower..<upper, normalizedText: try reader.string(),
            calls: try reader.array { try Call(unarchiving: &$0) }, isDefer: try reader.bool(),
            condition: try reader.optional { try $0.string() })
    }
}

extension Call {
    func archive(into writer: inout ArchiveWriter) {
        writer.string(receiver)
        writer.string(name)
        writer.string(labelText)
        location.archive(into: &writer)
        writer.int(start)
        writer.bool(inClosure)
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        self.init(
            receiver: try reader.string(), name: try reader.string(), labelText: try reader.string(),
            location: try SourceLocation(unarchiving: &reader), start: try reader.int(), inClosure: try reader.bool())
    }
}

extension PlusChain {
    func archive(into writer: inout ArchiveWriter) {
        writer.array(operands) { writer, operand in
            writer.string(operand.kind.rawValue)
            writer.string(operand.text)
            writer.int(operand.start)
            writer.int(operand.end)
        }
        span.archive(into: &writer)
        switch destination {
        case .binding(let name, let keyword, let isLocal):
            writer.unsigned(0)
            writer.string(name)
            writer.string(keyword)
            writer.bool(isLocal)
        case .returned(let function, let body):
            writer.unsigned(1)
            writer.string(function)
            body.archive(into: &writer)
        case .assignment(let target):
            writer.unsigned(2)
            writer.string(target)
        case .argument(let callee):
            writer.unsigned(3)
            writer.string(callee)
        case .tupleElement: writer.unsigned(4)
        case .cast: writer.unsigned(5)
        case .flatMapClosure: writer.unsigned(6)
        case .other: writer.unsigned(7)
        }
        writer.optional(declaredType) { $0.string($1) }
        writer.optional(spelledElementType) { $0.string($1) }
        writer.bool(isWholeValue)
        writer.bool(usesTryOrAwait)
        writer.optional(function) { $0.int($1) }
        writer.optional(condition) { $0.string($1) }
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        let operands = try reader.array { reader in
            Operand(
                kind: try reader.enumeration(OperandKind.self), text: try reader.string(), start: try reader.int(),
                end: try reader.int())
        }
        let span = try SourceSpan(unarchiving: &reader)
        let destination: Destination
        switch try reader.unsigned() {
        case 0:
            destination = .binding(name: try reader.string(), keyword: try reader.string(), isLocal: try reader.bool())
        case 1: destination = .returned(function: try reader.string(), body: try SourceSpan(unarchiving: &reader))
        case 2: destination = .assignment(target: try reader.string())
        case 3: destination = .argument(callee: try reader.string())
        case 4: destination = .tupleElement
        case 5: destination = .cast
        case 6: destination = .flatMapClosure
        case 7: destination = .other
        default: throw ArchiveReader.Malformed()
        }
        self.init(
            operands: operands, span: span, destination: destination,
            declaredType: try reader.optional { try $0.string() },
            spelledElementType: try reader.optional { try $0.string() }, isWholeValue: try reader.bool(),
            usesTryOrAwait: try reader.bool(), function: try reader.optional { try $0.int() },
            condition: try reader.optional { try $0.string() })
    }
}

extension SuppressionComment {
    func archive(into writer: inout ArchiveWriter) {
        writer.string(kind.rawValue)
        writer.array(rules) { $0.string($1) }
        writer.optional(reason) { $0.string($1) }
        location.archive(into: &writer)
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        self.init(
            kind: try reader.enumeration(Kind.self), rules: try reader.array { try $0.string() },
            reason: try reader.optional { try $0.string() }, location: try SourceLocation(unarchiving: &reader))
    }
}

extension ScreenPlacements {
    func archive(into writer: inout ArchiveWriter) {
        writer.array(roots) { $0.string($1) }
        writer.array(pushed) { $0.string($1) }
        writer.array(presented) { $0.string($1) }
        writer.array(searchResults) { $0.string($1) }
        writer.array(fullScreenPresenters) { $0.string($1) }
        writer.array(ownStackPushers) { $0.string($1) }
        writer.array(popGestureDelegateEmptiers) { $0.string($1) }
        writer.array(children) { $0.string($1) }
        writer.array(embedded) { writer, embedding in
            writer.string(embedding.child)
            writer.string(embedding.container)
        }
        writer.array(pushers) { writer, pusher in
            writer.string(pusher.child)
            writer.string(pusher.container)
        }
        writer.array(scenes) { $0.string($1) }
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        self.init()
        roots = try reader.array { try $0.string() }
        pushed = try reader.array { try $0.string() }
        presented = try reader.array { try $0.string() }
        searchResults = try reader.array { try $0.string() }
        fullScreenPresenters = try reader.array { try $0.string() }
        ownStackPushers = try reader.array { try $0.string() }
        popGestureDelegateEmptiers = try reader.array { try $0.string() }
        children = try reader.array { try $0.string() }
        embedded = try reader.array { Embedding(child: try $0.string(), container: try $0.string()) }
        pushers = try reader.array { Embedding(child: try $0.string(), container: try $0.string()) }
        scenes = try reader.array { try $0.string() }
    }
}
