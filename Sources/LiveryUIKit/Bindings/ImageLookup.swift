#if os(iOS) || os(Linux)
#if canImport(UIKit)
import Foundation
import UIKit
#else
import Foundation
import UIKitStandIn
#endif

/// Where the images that stylesheets and layout documents name are found, and which name
/// each image Livery set was loaded by.
///
/// Images load with `UIImage(named:in:compatibleWith:)` from each of ``bundles`` in turn, so
/// an app whose images live in a framework or a Swift package's resources adds that bundle:
///
/// ```swift
/// ImageLookup.bundles = [.main, .module]
/// ```
@MainActor
public enum ImageLookup {
    /// The bundles searched, in order, for a named image; the app's main bundle unless set.
    public static var bundles: [Bundle] = [.main]

    /// The names of the images Livery loaded, by image identity (weakly held images are
    /// few: one per distinct name, cap insets and tint a sheet uses).
    private static var names: [ObjectIdentifier: (image: Weak, name: String)] = [:]
    /// How many entries `names` may hold before the freed images' entries are swept.
    private static var sweepThreshold = 256

    /// The image named `name` in the first bundle that has it, for `traits`; `nil` when no
    /// bundle has it.
    static func image(named name: String, compatibleWith traits: UITraitCollection) -> UIImage? {
        for bundle in bundles {
            if let image = UIImage(named: name, in: bundle, compatibleWith: traits) { return image }
        }
        return nil
    }

    /// Remembers that `image` (loaded, then perhaps made resizable or tinted) stands for the
    /// image named `name`; returns it.
    static func remember(_ image: UIImage, as name: String) -> UIImage {
        if names.count > sweepThreshold {
            names = names.filter { $0.value.image.object != nil }
            sweepThreshold = max(256, names.count * 2)
        }
        names[ObjectIdentifier(image)] = (Weak(image), name)
        return image
    }

    /// The name a stylesheet or layout document gave `image`, when Livery loaded it; `nil`
    /// for images Livery did not load (an app's own, or one it has since let go).
    public static func name(of image: UIImage?) -> String? {
        guard let image, let entry = names[ObjectIdentifier(image)], entry.image.object === image else { return nil }
        return entry.name
    }

    /// A weak reference to an image.
    struct Weak {
        weak var object: UIImage?
        init(_ object: UIImage) { self.object = object }
    }
}
#endif
