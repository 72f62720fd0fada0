/// A screen whose `navigationController` is nil whenever it shows: code or a storyboard's modal
/// segue presents it itself (not wrapped in a navigation controller, which would make it that
/// stack's root), and nothing pushes it, makes it a root or adds it as a child, nor any subclass of
/// it (its hooks run in those too). Bars it hides or styles through `navigationController` change
/// nothing, so nothing leaks to the next screen.
enum WithoutNavigationController {
    static func holds(for className: String, project: ProjectIndex) -> Bool {
        let family = [className] + project.allSubclasses(of: className)
        return family.contains(where: project.isPresented)
            && !family.contains {
                project.isPushed($0) || project.isPlacedAsRoot($0) || project.isEmbedded($0)
            }
    }
}
