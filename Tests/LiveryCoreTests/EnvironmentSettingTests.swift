import LiveryCore
import Testing

/// `KEY=VALUE` environment settings (`--env`, the project file): what they set, and what
/// they refuse with a message.
@Suite struct EnvironmentSettingTests {
    @Test func settingsSetTheEnvironment() throws {
        var environment = StyleEnvironment()
        for setting in ["screen=768x1024", "scale=2", "idiom=pad", "orientation=landscape", "color-scheme=dark"] {
            try environment.apply(setting)
        }
        #expect(environment.screenWidth == 768 && environment.screenHeight == 1024)
        #expect(environment.scale == 2)
        #expect(environment.idiom == .pad)
        #expect(environment.colorScheme == .dark)
        try environment.apply("screen=1000000x1")
        try environment.apply("scale=0.000001")
        #expect(environment.screenWidth == 1_000_000 && environment.scale == 0.000001)
    }

    /// Sizes and scales stay within the bounds of resolved values: a screen of `1e300`
    /// points or a scale of `1e300` made frames that were not finite.
    @Test(arguments: [
        ("screen=1e300x844", "invalid value '1e300x844' for screen; expected WIDTHxHEIGHT in points, e.g. 390x844, each at most 1000000"),
        ("screen=390x1000001", "invalid value '390x1000001' for screen; expected WIDTHxHEIGHT in points, e.g. 390x844, each at most 1000000"),
        ("screen=0x844", "invalid value '0x844' for screen; expected WIDTHxHEIGHT in points, e.g. 390x844, each at most 1000000"),
        ("screen=nanxnan", "invalid value 'nanxnan' for screen; expected WIDTHxHEIGHT in points, e.g. 390x844, each at most 1000000"),
        ("scale=1e300", "invalid value '1e300' for scale; expected a positive number from 1/1000000 to 1000000"),
        ("scale=1e-300", "invalid value '1e-300' for scale; expected a positive number from 1/1000000 to 1000000"),
        ("scale=0", "invalid value '0' for scale; expected a positive number from 1/1000000 to 1000000"),
        ("scale=nan", "invalid value 'nan' for scale; expected a positive number from 1/1000000 to 1000000"),
        ("scale=inf", "invalid value 'inf' for scale; expected a positive number from 1/1000000 to 1000000"),
    ])
    func settingsOutsideTheBoundsAreRefused(_ setting: String, _ message: String) {
        var environment = StyleEnvironment()
        #expect {
            try environment.apply(setting)
        } throws: { error in
            "\(error)" == message
        }
        #expect(environment == StyleEnvironment(), "a refused setting changes nothing")
    }
}
