/// UIKit view and cell files, and SwiftUI views.
extension CodeGen {
    mutating func emitViewFile() {
        emitFileHeader()
        emitImports(["UIKit"])
        emitDocComment("Displays \(Self.lowerFirst(entity)) information at the top of \(feature) screens.")
        open("final class \(typeName): \(pick(["UIView", "UIView", "UIControl", "UIStackView"]))")
        emitSubviewProperties()
        blank()
        open("override init(frame: CGRect)")
        line("super.init(frame: frame)")
        line("setupViews()")
        close()
        blank()
        open("required init?(coder: NSCoder)")
        line("fatalError(\"init(coder:) has not been implemented\")")
        close()
        blank()
        if chance(50) {
            open("override var intrinsicContentSize: CGSize")
            line("CGSize(width: UIView.noIntrinsicMetric, height: \(pick(["44", "56.0", "Layout.height", "120"])))")
            close()
            blank()
        }
        open("override func layoutSubviews()")
        line("super.layoutSubviews()")
        line("layer.cornerRadius = \(pick(["bounds.height / 2", "12", "Layout.cornerRadius", "8.0"]))")
        if chance(50) {
            line("layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath")
        }
        close()
        blank()
        emitConfigureMethod()
        blank()
        open("private func setupViews()")
        line("addSubview(stackView)")
        line("stackView.translatesAutoresizingMaskIntoConstraints = false")
        line("NSLayoutConstraint.activate([")
        out.indentIn()
        line("stackView.topAnchor.constraint(equalTo: topAnchor, constant: \(pick(["8", "12", "16"]))),")
        line("stackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -\(pick(["8", "12", "16"]))),")
        line("stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),")
        line("stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),")
        out.indentOut()
        line("])")
        close()
        fill(until: spec.targetLines * 80 / 100) { $0.emitClassMember() }
        drainPending()
        close()
        fill(until: spec.targetLines) { $0.emitViewExtension() }
    }

    mutating func emitCellFile() {
        emitFileHeader()
        emitImports(["UIKit"])
        let isTable = !typeName.hasSuffix("CollectionViewCell") && chance(70)
        emitDocComment("One \(Self.lowerFirst(entity)) row.")
        open("final class \(typeName): \(isTable ? "UITableViewCell" : "UICollectionViewCell")")
        line("static let reuseIdentifier = \(pick(["\"\(typeName)\"", "String(describing: \(typeName).self)"]))")
        blank()
        emitSubviewProperties()
        line("private var imageTask: Task<Void, Never>?")
        blank()
        if isTable {
            open("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)")
            line("super.init(style: style, reuseIdentifier: reuseIdentifier)")
        } else {
            open("override init(frame: CGRect)")
            line("super.init(frame: frame)")
        }
        line("contentView.addSubview(stackView)")
        line(
            "\(pick(["selectionStyle = .none", "backgroundColor = .clear", "contentView.backgroundColor = .secondarySystemBackground"]))"
        )
        close()
        blank()
        line("@available(*, unavailable)")
        line("required init?(coder: NSCoder) { fatalError() }")
        blank()
        open("override func prepareForReuse()")
        line("super.prepareForReuse()")
        line("imageTask?.cancel()")
        line("imageTask = nil")
        line("titleLabel.text = nil")
        if chance(50) { line("imageView\(isTable ? "?" : "").image = nil") }
        close()
        blank()
        emitConfigureMethod()
        if isTable && chance(40) {
            blank()
            open("override func setSelected(_ selected: Bool, animated: Bool)")
            line("super.setSelected(selected, animated: animated)")
            line("accessoryType = selected ? .checkmark : .none")
            close()
        }
        fill(until: spec.targetLines * 85 / 100) { $0.emitClassMember() }
        drainPending()
        close()
        fill(until: spec.targetLines) { $0.emitViewExtension() }
    }

    mutating func emitSubviewProperties() {
        _ = usedMemberNames.insert("stackView")
        open("private let stackView: UIStackView =")
        line("let stack = UIStackView()")
        line("stack.axis = .\(pick(["vertical", "horizontal"]))")
        line("stack.spacing = \(pick(["4", "8", "12.0"]))")
        line("stack.alignment = .\(pick(["fill", "center", "leading"]))")
        line("return stack")
        close("()")
        _ = usedMemberNames.insert("titleLabel")
        open("private let titleLabel: UILabel =")
        line("let label = UILabel()")
        line(
            "label.font = \(pick([".preferredFont(forTextStyle: .headline)", ".systemFont(ofSize: 17, weight: .semibold)", "UIFontMetrics.default.scaledFont(for: .boldSystemFont(ofSize: 16))"]))"
        )
        line("label.numberOfLines = \(pick(["0", "1", "2"]))")
        line("label.adjustsFontForContentSizeCategory = true")
        line("return label")
        close("()")
        for part in pickSome(Vocabulary.uiParts, count: int(1...3)) where usedMemberNames.insert(part).inserted {
            line("private let \(part) = \(uiKitType(for: part))()")
        }
    }

    mutating func emitConfigureMethod() {
        _ = usedMemberNames.insert("configure")
        let e = entityVar
        open("func configure(with \(e): \(entity)\(chance(40) ? ", animated: Bool = false" : ""))")
        line("titleLabel.text = \(e).\(pick(["title", "name", "displayName"]))")
        switch below(4) {
        case 0:
            line(
                "subtitleLabel.text = \"\\(\(e).\(pick(["count", "quantity", "items.count"]))) \\(\(e).\(pick(["count", "quantity"])) == 1 ? \"item\" : \"items\")\""
            )
        case 1:
            line("priceLabel.text = \(e).price.formatted(.currency(code: \"\(pick(["USD", "EUR", "GBP", "JPY"]))\"))")
        case 2:
            line(
                "dateLabel.text = RelativeDateTimeFormatter().localizedString(for: \(e).updatedAt, relativeTo: Date())")
        default: line("badgeLabel.isHidden = \(e).\(pick(["unreadCount", "badgeCount"])) == 0")
        }
        open("imageTask = Task { [weak self] in")
        line("guard let url = \(e).imageURL else { return }")
        line("let image = try? await ImageLoader.shared.image(for: url)")
        line("self?.iconView.image = image ?? UIImage(systemName: \"\(pick(Vocabulary.symbols))\")")
        close()
        line("accessibilityLabel = \"\\(\(e).\(pick(["title", "name"]))), \\(\(e).\(pick(["status", "subtitle"])))\"")
        close()
    }

    mutating func emitViewExtension() {
        emitMark(pick(["Helpers", "Accessibility", "Animations", "Layout"]))
        open("\(pick(["", "private "]))extension \(typeName)")
        inExtension = true
        for _ in 0..<int(1...3) {
            blank()
            emitClassMember()
        }
        drainPending()
        inExtension = false
        close()
    }

    // MARK: SwiftUI

    mutating func emitSwiftUIFile() {
        emitFileHeader()
        emitImports(["SwiftUI"])
        let e = entityVar
        emitDocComment("SwiftUI version of the \(feature) \(Self.lowerFirst(spec.role)) screen.")
        open("struct \(typeName): View")
        line("@StateObject private var viewModel: \(feature)\(spec.role)ViewModel")
        line("@State private var isPresentingSheet = false")
        line("@State private var searchText = \"\"")
        if chance(50) { line("@Environment(\\.dismiss) private var dismiss") }
        if chance(40) { line("@Environment(\\.horizontalSizeClass) private var sizeClass") }
        if chance(40) { line("@Binding var selection: \(entity).ID?") }
        if chance(30) { line("@AppStorage(\"\(Self.snakeCase(feature))_layout\") private var layout = \"grid\"") }
        line("let title: String")
        blank()
        open("var body: some View")
        open("NavigationStack")
        open("List")
        open("Section(\(stringLiteral()))")
        open("ForEach(viewModel.\(entitiesVar)) { \(e) in")
        line("row(for: \(e))")
        out.indentIn()
        line(".onTapGesture { \(pick(["selection = \(e).id", "viewModel.select(\(e))", "isPresentingSheet = true"])) }")
        if chance(50) {
            line(
                ".swipeActions { Button(role: .destructive) { viewModel.delete(\(e)) } label: { Label(\"Delete\", systemImage: \"trash\") } }"
            )
        }
        out.indentOut()
        close()
        close()
        close()
        line(".listStyle(.\(pick(["insetGrouped", "plain", "sidebar"])))")
        line(".navigationTitle(title)")
        line(".searchable(text: $searchText)")
        open(".toolbar")
        open("ToolbarItem(placement: .primaryAction)")
        line("Button { isPresentingSheet = true } label: { Image(systemName: \"\(pick(Vocabulary.symbols))\") }")
        close()
        close()
        open(".sheet(isPresented: $isPresentingSheet)")
        line("\(feature)\(entity)EditView(\(e): viewModel.draft)")
        close()
        line(".task { await viewModel.load() }")
        line(".refreshable { await viewModel.refresh() }")
        close()
        close()
        fill(until: spec.targetLines - 10) { $0.emitSwiftUIMember() }
        close()
        blank()
        if chance(60) {
            open("#Preview")
            line("\(typeName)(viewModel: .preview, title: \(stringLiteral()))")
            close()
        } else {
            open("struct \(typeName)_Previews: PreviewProvider")
            open("static var previews: some View")
            line("\(typeName)(viewModel: .preview, title: \(stringLiteral()))")
            out.indentIn()
            line(".previewLayout(.sizeThatFits)")
            out.indentOut()
            close()
            close()
        }
    }

    mutating func emitSwiftUIMember() {
        let e = entityVar
        switch below(8) {
        case 0:
            line("@ViewBuilder")
            open("private func row(for \(e): \(entity)) -> some View")
            open("HStack(spacing: \(pick(["8", "12", "16"])))")
            line("Image(systemName: \"\(pick(Vocabulary.symbols))\")")
            out.indentIn()
            line(".foregroundStyle(.\(pick(["secondary", "tint", "primary"])))")
            out.indentOut()
            open("VStack(alignment: .leading, spacing: 2)")
            line("Text(\(e).title).font(.headline)")
            line(
                "Text(\"\\(\(e).\(pick(["count", "quantity"]))) \\(\(e).\(pick(["count", "quantity"])) == 1 ? \"item\" : \"items\")\").font(.caption)"
            )
            close()
            line("Spacer()")
            open("if \(e).isNew")
            line("Text(\"NEW\").font(.caption2.bold()).padding(4).background(.yellow, in: Capsule())")
            close()
            close()
            close()
        case 1:
            let name = freshName { _ in "header" }
            open("private var \(name): some View")
            open("VStack(alignment: .leading)")
            line("Text(title).font(.largeTitle.bold())")
            line("Text(\(stringLiteral())).foregroundStyle(.secondary)")
            close()
            line(".frame(maxWidth: .infinity, alignment: .leading)")
            line(".padding(.horizontal, \(pick(["16", "20", "24.0"])))")
            close()
        case 2:
            let name = freshName { _ in "emptyState" }
            open("private var \(name): some View")
            open("ContentUnavailableView")
            line("Label(\(stringLiteral()), systemImage: \"\(pick(Vocabulary.symbols))\")")
            close(" description: {")
            out.indentIn()
            line("Text(\(stringLiteral()))")
            close(" actions: {")
            out.indentIn()
            line("Button(\"Retry\") { Task { await viewModel.load() } }")
            close()
            close()
        case 3:
            let name = freshName { _ in "content" }
            line("@ViewBuilder")
            open("private var \(name): some View")
            open("switch viewModel.state")
            out.outdented("case .loading:")
            line("ProgressView()")
            out.outdented("case .failed(let error):")
            line("Text(error.localizedDescription).foregroundStyle(.red)")
            out.outdented("case .loaded(let \(entitiesVar)) where \(entitiesVar).isEmpty:")
            line("Text(\(stringLiteral()))")
            out.outdented("default:")
            line("EmptyView()")
            close()
            close()
        case 4:
            let name = freshName { _ in "filterBar" }
            open("private var \(name): some View")
            open("ScrollView(.horizontal, showsIndicators: false)")
            open("HStack")
            open("ForEach(\(entity).Kind.allCases, id: \\.self) { kind in")
            line("Button(kind.rawValue.capitalized) { viewModel.filter = kind }")
            out.indentIn()
            line(".buttonStyle(.bordered)")
            line(".tint(viewModel.filter == kind ? .accentColor : .gray)")
            out.indentOut()
            close()
            close()
            line(".padding(.horizontal)")
            close()
            close()
        case 5:
            let name = freshName { _ in "animatedBadge" }
            open("private func \(name)(count: Int) -> some View")
            line("Text(\"\\(count)\")")
            out.indentIn()
            line(".font(.caption.monospacedDigit())")
            line(".padding(.horizontal, 6)")
            line(".background(Capsule().fill(Color.red))")
            line(".scaleEffect(count > 0 ? 1 : 0.001)")
            line(".animation(.spring(response: 0.3, dampingFraction: 0.6), value: count)")
            out.indentOut()
            close()
        case 6:
            let name = freshName { _ in "progressRing" }
            open("private var \(name): some View")
            open("ZStack")
            line("Circle().stroke(lineWidth: \(pick(["4", "6", "8"]))).opacity(0.2)")
            line("Circle()")
            out.indentIn()
            line(".trim(from: 0, to: viewModel.progress)")
            line(".stroke(style: StrokeStyle(lineWidth: 6, lineCap: .round))")
            line(".rotationEffect(.degrees(-90))")
            out.indentOut()
            close()
            line(".frame(width: \(pick(["44", "64", "88"])), height: \(pick(["44", "64", "88"])))")
            close()
        default:
            emitComment()
            let name = freshName { _ in "footer" }
            open("private var \(name): some View")
            line("Text(\"Version \\(Bundle.main.appVersion) (\\(Bundle.main.buildNumber))\")")
            out.indentIn()
            line(".font(.footnote)")
            line(".foregroundStyle(.tertiary)")
            out.indentOut()
            close()
        }
    }
}
