/// Where a storyboard places the project's screens, read from its XML tags: the classes it makes
/// the root of a navigation controller (a `rootViewController` relationship), those a `show` or
/// `push` segue puts on a stack, and those a container view embeds (an `embed` segue). A scene's
/// controller is its first element marked `sceneMemberID="viewController"`, and a segue belongs to
/// the scene it is written in. Screens without a `customClass` are UIKit's own and are left out.
enum StoryboardScenes {
    static let fileExtension = ".storyboard"

    static func placements(_ bytes: [UInt8]) -> ScreenPlacements {
        var classOf: [String: String] = [:]
        var roots: [String] = []
        var pushed: [String] = []
        var embeds: [(child: String, container: String)] = []
        var controller: (element: String, id: String)? = nil
        XMLTags.forEach(in: bytes) { tag in
            switch tag.name {
            case "scene":
                controller = nil
            case "segue":
                guard let destination = tag.attributes["destination"] else { return }
                switch tag.attributes["kind"] {
                case "relationship":
                    if tag.attributes["relationship"] == "rootViewController"
                        && controller?.element == "navigationController"
                    {
                        roots.append(destination)
                    }
                case "show", "push": pushed.append(destination)
                case "embed": if let container = controller?.id { embeds.append((destination, container)) }
                default: break
                }
            default:
                guard tag.attributes["sceneMemberID"] == "viewController", let id = tag.attributes["id"] else { return }
                if controller == nil { controller = (tag.name, id) }
                if let custom = tag.attributes["customClass"] { classOf[id] = custom }
            }
        }
        var placements = ScreenPlacements()
        placements.roots = roots.compactMap { classOf[$0] }
        placements.pushed = pushed.compactMap { classOf[$0] }
        placements.embedded = embeds.compactMap { embed in
            guard let child = classOf[embed.child], let container = classOf[embed.container] else { return nil }
            return ScreenPlacements.Embedding(child: child, container: container)
        }
        return placements
    }
}
