// Layout of leaves: nodes without children, measured by their measure function if any.

extension LayoutNode {
    /// Sizes a leaf (points): its definite sizes, else its measured content plus padding
    /// and border, clamped by min/max sizes.
    func computeLeafLayout(_ input: LayoutInput) -> LayoutOutput {
        let s = style
        let direction = s.resolvedDirection(inherited: input.direction)
        let box = resolvedBox(base: input.parentWidth, direction: direction)
        let padding = box.padding
        let border = box.border
        let pbH = padding.horizontal + border.horizontal
        let pbV = padding.vertical + border.vertical
        let marginH = box.margin.horizontal
        let inherent = input.sizingMode == .inherentSize
        let minH = inherent ? s.boxMinimum(s.minHeight, base: input.parentHeight, paddingBorder: pbV) : nil
        let maxH = inherent ? s.boxLimit(s.maxHeight, base: input.parentHeight, paddingBorder: pbV) : nil
        let maxW = inherent ? s.boxLimit(s.maxWidth, base: input.parentWidth, paddingBorder: pbH) : nil
        var height = input.knownHeight
        if height == nil, inherent, let h = s.boxSize(s.height, base: input.parentHeight, paddingBorder: pbV) {
            height = max(clamp(h, min: minH, max: maxH), pbV)
        }
        var width: Double
        if let measure, input.knownWidth == nil || height == nil {
            let content = measureContent(
                measure, input, height: height, pbH: pbH, pbV: pbV, marginH: marginH, maxW: maxW, maxH: maxH)
            width = input.knownWidth ?? resolveMeasuredWidth(input, content.width + pbH, pb: pbH)
            height = height ?? max(clamp(content.height + pbV, min: minH, max: maxH), pbV)
        } else {
            width = resolveWidth(input, paddingBorder: pbH, margin: marginH)
        }
        if height == nil, inherent, let ratio = s.aspectRatio, ratio > 0 {
            let transferred = transferredSize(
                width, ratio: ratio, toHeight: true, contentBox: s.boxSizing == .contentBox, pbFrom: pbH, pbTo: pbV)
            height = max(clamp(transferred, min: minH, max: maxH), pbV)
        }
        let finalHeight = height ?? max(clamp(pbV, min: minH, max: maxH), pbV)
        if input.runMode == .performLayout {
            resolvedDirection = direction
            layoutPadding = padding
            layoutBorder = border
        }
        let baselineOffset = baseline.map {
            padding.top + border.top + $0(width - pbH, finalHeight - pbV)
        }
        return LayoutOutput(width: width, height: finalHeight, firstBaseline: baselineOffset)
    }

    /// Calls the measure function with the content-box constraints for `input`.
    private func measureContent(
        _ measure: MeasureFunction, _ input: LayoutInput, height: Double?,
        pbH: Double, pbV: Double, marginH: Double, maxW: Double?, maxH: Double?
    ) -> LayoutSize {
        var width: Double? = nil
        var widthMode = MeasureMode.undefined
        if let known = input.knownWidth ?? fixedWidth(input, pb: pbH) {
            width = max(0, known - pbH)
            widthMode = .exactly
        } else {
            switch input.availableWidth {
            case .definite(let available):
                width = max(0, min(available - marginH, maxW ?? .infinity) - pbH)
                widthMode = .atMost
            case .minContent:
                width = 0
                widthMode = .atMost
            case .maxContent:
                if let maxW {
                    width = max(0, maxW - pbH)
                    widthMode = .atMost
                }
            }
        }
        if let height {
            return measure(width, widthMode, max(0, height - pbV), .exactly)
        }
        if let maxH {
            return measure(width, widthMode, max(0, maxH - pbV), .atMost)
        }
        return measure(width, widthMode, nil, .undefined)
    }

    /// The leaf's own definite border-box width (points), if its style gives one.
    private func fixedWidth(_ input: LayoutInput, pb: Double) -> Double? {
        guard input.sizingMode == .inherentSize else { return nil }
        let s = style
        guard let width = s.boxSize(s.width, base: input.parentWidth, paddingBorder: pb) else { return nil }
        let minimum = s.boxMinimum(s.minWidth, base: input.parentWidth, paddingBorder: pb)
        let maximum = s.boxLimit(s.maxWidth, base: input.parentWidth, paddingBorder: pb)
        return max(clamp(width, min: minimum, max: maximum), pb)
    }

    /// The border-box width of a measured leaf whose width the parent did not impose.
    private func resolveMeasuredWidth(_ input: LayoutInput, _ measured: Double, pb: Double) -> Double {
        if let fixed = fixedWidth(input, pb: pb) { return fixed }
        guard input.sizingMode == .inherentSize else { return max(measured, pb) }
        let s = style
        let minimum = s.boxMinimum(s.minWidth, base: input.parentWidth, paddingBorder: pb)
        let maximum = s.boxLimit(s.maxWidth, base: input.parentWidth, paddingBorder: pb)
        return max(clamp(measured, min: minimum, max: maximum), pb)
    }
}
