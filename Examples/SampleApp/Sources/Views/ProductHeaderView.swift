import UIKit

/// The full-bleed product image at the top of the product page, with a soft bottom gradient.
///
/// A view, not a view controller: its `traitCollectionDidChange(_:)` override only refreshes
/// its own colours.
final class ProductHeaderView: UIView {
    // MARK: - Properties

    var image: UIImage? {
        get { imageView.image }
        set { imageView.image = newValue }
    }

    private let imageView = UIImageView()
    private let gradientLayer = CAGradientLayer()

    // MARK: - Init

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    // MARK: - UIView

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
        updateColors()
    }

    // MARK: - Private

    private func setUp() {
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(imageView)
        layer.addSublayer(gradientLayer)
        updateColors()
    }

    private func updateColors() {
        let background = Theme.background.resolvedColor(with: traitCollection)
        gradientLayer.colors = [background.withAlphaComponent(0).cgColor, background.cgColor]
        gradientLayer.locations = [0.6, 1]
        layer.borderColor = Theme.separator.resolvedColor(with: traitCollection).cgColor
    }
}
