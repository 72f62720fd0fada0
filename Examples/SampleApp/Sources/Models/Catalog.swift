import UIKit

// MARK: - Catalogue

struct Product: Hashable {
    let sku: String
    let name: String
    let price: Decimal
    let imageName: String

    var image: UIImage? { UIImage(named: imageName) }

    static let samples: [Product] = [
        Product(sku: "TEE-001", name: "Organic cotton tee", price: 24, imageName: "tee"),
        Product(sku: "MUG-014", name: "Stoneware mug", price: 18, imageName: "mug"),
        Product(sku: "BAG-007", name: "Canvas tote", price: 32, imageName: "tote"),
    ]
}

// MARK: - Home feed

struct FeedItem: Hashable {
    let product: Product
    let badge: String?
}

/// One row of the home feed.
enum Row: Hashable {
    case banner(title: String)
    case item(FeedItem)
    case footer(text: String)

    init(item: FeedItem) {
        self = .item(item)
    }
}

// MARK: - Cart and orders

struct CartItem: Hashable {
    let product: Product
    var quantity: Int

    var lineTotal: Decimal { product.price * Decimal(quantity) }
}

struct Order: Hashable {
    let number: String
    let placedAt: Date
    let items: [CartItem]

    var total: Decimal { items.reduce(Decimal(0)) { $0 + $1.lineTotal } }
}

// MARK: - Formatting

enum PriceFormatter {
    static func string(from amount: Decimal) -> String {
        amount.formatted(.currency(code: "EUR"))
    }
}
