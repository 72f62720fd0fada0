/// Expression fragments: the right-hand sides, conditions and optionals that statements are
/// built from. They reference plausible names without declaring them; the corpus only has to
/// parse, not type-check.
extension CodeGen {
    /// A value to assign or pass.
    mutating func valueExpr() -> String {
        let e = entityVar
        let es = entitiesVar
        switch below(34) {
        case 0: return stringLiteral()
        case 1: return numberLiteral()
        case 2: return "\(es).filter { $0.\(pick(["isActive", "isVisible", "isEnabled"])) }.count"
        case 3: return "\(es).first(where: { $0.id == \(e)ID })"
        case 4: return "[\(e)] + \(es).map { $0 } + [\(pick(["fallback", "placeholder", "last"]))]"
        case 5:
            let key = pick(["date", "name", "priority", "createdAt"])
            return "\(es).sorted { $0.\(key) < $1.\(key) }"
        case 6: return "\(es).reduce(0) { $0 + $1.\(pick(["amount", "count", "quantity"])) }"
        case 7: return "\(e)?.\(pick(["displayName", "title", "subtitle"])) ?? \(stringLiteral())"
        case 8: return "isSelected ? \(pick(Vocabulary.colors)) : .secondaryLabel"
        case 9: return "\(es).map(\\.\(pick(["id", "name", "title"])))"
        case 10: return "Dictionary(grouping: \(es), by: \\.\(pick(["category", "status", "kind"])))"
        case 11:
            return
                "UIFont.preferredFont(forTextStyle: .\(pick(["headline", "body", "caption1", "title2", "footnote"])))"
        case 12:
            return
                "NSLocalizedString(\"\(Self.snakeCase(feature)).\(Self.snakeCase(entity))\", comment: \"\(phrase())\")"
        case 13: return "CGSize(width: \(numberLiteral()), height: \(numberLiteral()))"
        case 14: return "max(0, min(\(intLiteral()), \(es).count - 1))"
        case 15: return "(\(numberLiteral()) * scale).rounded(.down)"
        case 16: return "\(intLiteral()) << 2 | flags & \(pick(["0xFF", "0b0011", "0x0F"]))"
        case 17: return "Array(\(es).prefix(\(intLiteral())))"
        case 18: return "\(es).compactMap { $0.\(pick(["thumbnailURL", "avatarURL", "imageURL"])) }"
        case 19: return "Set(\(es).map(\\.id)).subtracting(\(pick(["seenIDs", "hiddenIDs", "removedIDs"])))"
        case 20: return "Date().addingTimeInterval(\(pick(["-86_400", "3600", "60 * 60 * 24", "-7 * 24 * 3600"])))"
        case 21: return "URL(string: \(stringLiteral()))"
        case 22: return "\(es).isEmpty ? nil : \(es)[0]"
        case 23: return "zip(\(es), \(pick(["scores", "ranks", "offsets"]))).map { $0.id.hashValue ^ $1 }"
        case 24: return "(\(es).count + pageSize - 1) / pageSize"
        case 25: return "[\"id\": \(e).id, \"page\": page, \"limit\": \(intLiteral())]"
        case 26: return "try? JSONDecoder().decode([\(entity)].self, from: data)"
        case 27: return "\(es).lazy.filter(\\.isActive).map(\\.title).joined(separator: \", \")"
        case 28: return "\(es).indices.contains(index) ? \(es)[index] : nil"
        case 29: return "UIImage(systemName: \"\(pick(Vocabulary.symbols))\")"
        case 30: return "\(es).count > \(intLiteral()) && !\(pick(Vocabulary.flags))"
        case 31: return "-offset.y / \(floatLiteral())"
        case 32: return "String(repeating: \"•\", count: \(es).count)"
        default:
            return "\(pick(Vocabulary.uiParts)).frame.\(pick(["height", "width", "minY", "maxX"])) + \(numberLiteral())"
        }
    }

    mutating func condition() -> String {
        let es = entitiesVar
        switch below(16) {
        case 0: return "!\(es).isEmpty"
        case 1: return pick(Vocabulary.flags)
        case 2: return "!\(pick(Vocabulary.flags))"
        case 3: return "\(es).count >= \(intLiteral())"
        case 4: return "\(pick(Vocabulary.flags)) && \(es).count > 0"
        case 5: return "traitCollection.horizontalSizeClass == .regular"
        case 6: return "indexPath.section == Section.\(pick(["header", "items", "footer"])).rawValue"
        case 7: return "error is CancellationError"
        case 8: return "(200..<300).contains(statusCode)"
        case 9: return "text.contains(\(regexLiteral()))"
        case 10: return "\(entityVar).id != previousID || \(pick(Vocabulary.flags))"
        case 11: return "view.window != nil"
        case 12: return "abs(delta) > \(floatLiteral())"
        case 13: return "case .\(pick(Vocabulary.states)) = state"
        case 14: return "let \(entityVar) = \(optionalExpr())"
        default: return "UIAccessibility.isVoiceOverRunning"
        }
    }

    /// An optional value for `guard let` / `if let`.
    mutating func optionalExpr() -> String {
        switch below(12) {
        case 0: return "\(entitiesVar).first"
        case 1: return "dataSource.itemIdentifier(for: indexPath)"
        case 2: return "notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect"
        case 3: return "URL(string: \(stringLiteral()))"
        case 4: return "viewModel.\(entityVar)"
        case 5:
            return
                "storyboard?.instantiateViewController(withIdentifier: \"\(feature)\(pick(Vocabulary.roles))\") as? \(feature)\(pick(Vocabulary.roles))ViewController"
        case 6: return "tableView.indexPathForSelectedRow"
        case 7: return "try? container.decodeIfPresent(String.self, forKey: .\(pick(["name", "title", "token"])))"
        case 8: return "\(entitiesVar).firstIndex(where: { $0.id == id })"
        case 9:
            return
                "UserDefaults.standard.string(forKey: \"\(Self.snakeCase(feature))_\(pick(["last_seen", "token", "draft"]))\")"
        case 10: return "self.navigationController"
        default: return "cache[\(entityVar)ID] as? \(entity)"
        }
    }

    mutating func tintExpr() -> String { pick(Vocabulary.colors) }
}
