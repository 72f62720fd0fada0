/// The screens of a report against the kinds of chore they carry: one row per class a finding
/// names, one cell per kind with the hooks the chore sits in and the findings that report it.
struct ChoreMatrix {
    /// A kind of chore: a column.
    enum Column: CaseIterable {
        case barVisibility, barStyling, tracking, observers, repeated

        var title: String {
            switch self {
            case .barVisibility: return "Nav-bar visibility"
            case .barStyling: return "Nav-bar styling"
            case .tracking: return "Tracking"
            case .observers: return "Observers"
            case .repeated: return "Other repeated chores"
            }
        }

        /// The kind of chore a finding is about: the chore it carries, else its rule's.
        init?(_ finding: Finding) {
            if let kind = finding.chore?.kind {
                switch kind {
                case .barVisibility: self = .barVisibility
                case .barStyling: self = .barStyling
                case .screenTracking: self = .tracking
                case .observers: self = .observers
                case .repeated: self = .repeated
                }
                return
            }
            switch finding.ruleID {
            case NavBarVisibilityRule.descriptor.id: self = .barVisibility
            case NavBarAppearanceRule.descriptor.id: self = .barStyling
            case ScreenTrackingRule.descriptor.id: self = .tracking
            case ObserverLifecycleRule.descriptor.id: self = .observers
            case RepeatedLifecycleConcernRule.descriptor.id: self = .repeated
            default: return nil
            }
        }
    }

    struct Cell {
        /// Hook names without parameters, in lifecycle order: `viewWillAppear`.
        var hooks: [String] = []
        /// Indices into the report's findings.
        var findings: [Int] = []
        /// The cell's statements, as fix sees them (a concern's copies one by one): the fingerprint
        /// fix resolves them by, and whether lint calls them fixable.
        var statements: [(fingerprint: String, fixable: Bool)] = []
    }

    struct Row {
        var screen: String
        var path: String
        var cells: [Column: Cell] = [:]
        /// Findings of other rules about this screen (missing super calls, base classes, …).
        var others: [Int] = []

        var hasChores: Bool { !cells.isEmpty }
    }

    /// Sorted by screen name.
    var rows: [Row]
    /// Columns with at least one screen, most screens first.
    var columns: [Column]

    init(findings: [Finding]) {
        var rows: [String: Row] = [:]
        // A concern's finding puts each of its copies in its own screen's row.
        for (index, concern) in findings.enumerated() {
            for finding in concern.statementFindings {
                guard let screen = finding.hostClass else { continue }
                var row = rows[screen] ?? Row(screen: screen, path: finding.path)
                if let column = Column(finding) {
                    var cell = row.cells[column] ?? Cell()
                    if cell.findings.last != index { cell.findings.append(index) }
                    cell.statements.append((finding.fingerprint, finding.fixable))
                    if let hook = finding.hook.map(Self.hookName), !cell.hooks.contains(hook) {
                        cell.hooks.append(hook)
                    }
                    cell.hooks.sort { Self.hookOrder($0) < Self.hookOrder($1) }
                    row.cells[column] = cell
                } else if row.others.last != index {
                    row.others.append(index)
                }
                rows[screen] = row
            }
        }
        let sorted = rows.values.sorted { $0.screen < $1.screen }
        self.rows = sorted
        let counts = Dictionary(
            uniqueKeysWithValues: Column.allCases.map { column in
                (column, sorted.filter { $0.cells[column] != nil }.count)
            })
        columns = Column.allCases.filter { counts[$0]! > 0 }.sorted { counts[$0]! > counts[$1]! }
    }

    /// Screens that carry `column`'s chore.
    func total(_ column: Column) -> Int { rows.filter { $0.cells[column] != nil }.count }

    /// `viewWillAppear(_:)` → `viewWillAppear`.
    static func hookName(_ hook: String) -> String {
        String(hook.prefix { $0 != "(" })
    }

    private static func hookOrder(_ name: String) -> Int {
        LifecycleHook(rawValue: name).flatMap { LifecycleHook.allCases.firstIndex(of: $0) }
            ?? LifecycleHook.allCases.count
    }
}
