#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore
import LiveryValues

/// How one catalog property reaches UIKit: how to read the object's current value (kept as
/// the original before Livery first writes), how to convert a styled value, and how to
/// write it — through UIKit's public API, state-bound properties through their `for:`
/// setters. Values travel boxed (`Any`) between the three so one table holds every type.
@MainActor
struct PropertyBinding {
    /// The catalog class that declares the property (`UILabel`).
    let owner: String
    /// The property's canonical catalog name (`textColor`).
    let name: String
    /// The UIKit API written to, as documentation (`UILabel.textColor`).
    let api: String
    let read: (AnyObject, [String]) -> Any?
    let write: (AnyObject, Any?, [String]) -> Void
    /// The converted value, boxed; `nil` when the value cannot be used.
    let convert: (TypedValue, ConversionContext) -> Any?

    /// A property set through a key path (`\UILabel.textColor`).
    static func property<Object: AnyObject, Value>(_ owner: String, _ name: String,
                                                   _ keyPath: ReferenceWritableKeyPath<Object, Value>,
                                                   _ converter: ValueConverter<Value>, api: String? = nil) -> PropertyBinding {
        PropertyBinding(owner: owner, name: name, api: api ?? "\(owner).\(Self.member(of: keyPath, fallback: name))",
                        read: { object, _ in (object as? Object).map { $0[keyPath: keyPath] } },
                        write: { object, value, _ in
                            guard let object = object as? Object, let value = value as? Value else { return }
                            object[keyPath: keyPath] = value
                        },
                        convert: { value, context in converter.convert(value, context) })
    }

    /// A property with parameters (control state, bar metrics …), read and written through
    /// UIKit's getter and `for:` setter.
    static func parameterized<Object: AnyObject, Value, P>(
        _ owner: String, _ name: String, api: String, _ parameter: BindingParameter<P>,
        get: @escaping (Object, P) -> Value, set: @escaping (Object, Value, P) -> Void,
        _ converter: ValueConverter<Value>) -> PropertyBinding {
        PropertyBinding(owner: owner, name: name, api: api,
                        read: { object, parameters in
                            guard let object = object as? Object, let p = parameter.decode(parameters[safe: 0]) else { return nil }
                            return get(object, p)
                        },
                        write: { object, value, parameters in
                            guard let object = object as? Object, let value = value as? Value,
                                  let p = parameter.decode(parameters[safe: 0]) else { return }
                            set(object, value, p)
                        },
                        convert: { value, context in converter.convert(value, context) })
    }

    /// A property with two parameters (`backgroundImage(state, metrics)`).
    static func parameterized<Object: AnyObject, Value, P1, P2>(
        _ owner: String, _ name: String, api: String, _ first: BindingParameter<P1>, _ second: BindingParameter<P2>,
        get: @escaping (Object, P1, P2) -> Value, set: @escaping (Object, Value, P1, P2) -> Void,
        _ converter: ValueConverter<Value>) -> PropertyBinding {
        PropertyBinding(owner: owner, name: name, api: api,
                        read: { object, parameters in
                            guard let object = object as? Object, let p1 = first.decode(parameters[safe: 0]),
                                  let p2 = second.decode(parameters[safe: 1]) else { return nil }
                            return get(object, p1, p2)
                        },
                        write: { object, value, parameters in
                            guard let object = object as? Object, let value = value as? Value,
                                  let p1 = first.decode(parameters[safe: 0]), let p2 = second.decode(parameters[safe: 1]) else { return }
                            set(object, value, p1, p2)
                        },
                        convert: { value, context in converter.convert(value, context) })
    }

    /// A property with three parameters (`dividerImage(state, state, metrics)`).
    static func parameterized<Object: AnyObject, Value, P1, P2, P3>(
        _ owner: String, _ name: String, api: String, _ first: BindingParameter<P1>, _ second: BindingParameter<P2>,
        _ third: BindingParameter<P3>, get: @escaping (Object, P1, P2, P3) -> Value,
        set: @escaping (Object, Value, P1, P2, P3) -> Void, _ converter: ValueConverter<Value>) -> PropertyBinding {
        PropertyBinding(owner: owner, name: name, api: api,
                        read: { object, parameters in
                            guard let object = object as? Object, let p1 = first.decode(parameters[safe: 0]),
                                  let p2 = second.decode(parameters[safe: 1]), let p3 = third.decode(parameters[safe: 2]) else { return nil }
                            return get(object, p1, p2, p3)
                        },
                        write: { object, value, parameters in
                            guard let object = object as? Object, let value = value as? Value,
                                  let p1 = first.decode(parameters[safe: 0]), let p2 = second.decode(parameters[safe: 1]),
                                  let p3 = third.decode(parameters[safe: 2]) else { return }
                            set(object, value, p1, p2, p3)
                        },
                        convert: { value, context in converter.convert(value, context) })
    }

    /// The member a key path names (`textColor` of `\UILabel.textColor`).
    private static func member<Root, Value>(of keyPath: KeyPath<Root, Value>, fallback: String) -> String {
        let text = String(describing: keyPath)
        guard let dot = text.lastIndex(of: "."), !text.contains("<") else { return fallback }
        return String(text[text.index(after: dot)...])
    }
}

/// Reads a property's parameter (a canonical name, or none for the default) as UIKit's type.
@MainActor
struct BindingParameter<P> {
    let decode: (String?) -> P?
}

extension BindingParameter where P == UIControl.State {
    /// `highlighted selected` → `[.highlighted, .selected]`; none (or `normal`) is `.normal`.
    static var state: Self {
        Self { written in
            guard let written else { return .normal }
            var raw: UInt = 0
            for name in written.split(separator: " ") {
                guard let members = EnumCatalog.controlState.lookup(String(name)) else { return nil }
                for member in members { raw |= UInt(member.rawValue) }
            }
            return UIControl.State(rawValue: raw)
        }
    }
}

extension BindingParameter where P: RawRepresentable, P.RawValue: BinaryInteger {
    /// A case of `definition` by its canonical name; none is the case with raw value 0.
    static func enumeration(_ definition: EnumDefinition) -> Self {
        Self { written in
            guard let written else { return P(rawValue: 0) }
            return definition.case(named: written).flatMap { P(rawValue: P.RawValue($0.rawValue)) }
        }
    }
}

extension BindingParameter where P == UIBarMetrics {
    static var metrics: Self { .enumeration(EnumCatalog.barMetrics) }
}

extension BindingParameter where P == UIBarPosition {
    static var position: Self { .enumeration(EnumCatalog.barPosition) }
}

extension BindingParameter where P == UISegmentedControl.Segment {
    static var segment: Self { .enumeration(EnumCatalog.segment) }
}

extension BindingParameter where P == UISearchBar.Icon {
    static var icon: Self { .enumeration(EnumCatalog.searchBarIcon) }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
#endif
