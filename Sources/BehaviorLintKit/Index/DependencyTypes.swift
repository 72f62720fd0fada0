/// The types that several view controllers each hold in a property: an injected tracker, a
/// session, a theme manager. A call on such a property acts on a service the screens share, not
/// on the screen's own state, whatever the property is called. A type counts when at least
/// `minimumHolders` view-controller classes declare a property of it; the screens' own state is
/// left out however many hold it: views and controls and any other framework type, the standard
/// library's values, collections, optionals of those, closures and generic containers, and the
/// project's own views and controls (classes built on a framework class other than `NSObject`).
/// A holder that makes the instance in the property's declaration (`let tableView =
/// SectionsTableView(style: .grouped)`) owns it: it holds no service of that type.
struct DependencyTypes {
    static let minimumHolders = 3

    private let types: Set<String>

    init(_ project: ProjectIndex) {
        var holders: [String: Set<String>] = [:]
        for (name, _) in project.classes where project.isViewController(name) {
            for property in project.propertyTypes(of: name) {
                guard !property.createdHere, let type = Self.serviceType(property.type),
                    !Self.extendsTheFramework(type, project)
                else {
                    continue
                }
                holders[type, default: []].insert(name)
            }
        }
        types = Set(holders.filter { $0.value.count >= Self.minimumHolders }.keys)
    }

    /// Whether `declared` (as a property declares it) is one of the shared types.
    func contains(_ declared: String) -> Bool {
        Self.serviceType(declared).map(types.contains) ?? false
    }

    /// A project class built on a framework class other than `NSObject` — a view, a control, a
    /// layer, a view controller: part of a screen, whatever several screens hold one.
    private static func extendsTheFramework(_ type: String, _ project: ProjectIndex) -> Bool {
        guard let root = project.projectAncestry(of: type).last, let superclass = project.superclassOf[root] else {
            return false
        }
        return ChainTargetResolver.isFrameworkType(superclass) && superclass != "NSObject"
    }

    /// The type a declaration names, optionality dropped, if it can be a service at all.
    static func serviceType(_ declared: String) -> String? {
        var type = Substring(declared)
        while type.last == "?" || type.last == "!" { type = type.dropLast() }
        guard let first = type.first, first.isUppercase,
            !type.contains(where: { "[]<>()&-:".contains($0) }),
            !ChainTargetResolver.isFrameworkType(String(type)), !standardValues.contains(String(type))
        else { return nil }
        return String(type)
    }

    /// The standard library's and Foundation's value types, which hold a screen's own state.
    private static let standardValues: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "Bool", "Decimal", "Date", "URL", "Data", "UUID", "Any", "AnyObject",
        "AnyHashable", "Void", "Never", "TimeInterval", "IndexPath", "IndexSet", "Locale", "TimeZone", "Calendar",
        "DateComponents", "Measurement",
    ]
}
