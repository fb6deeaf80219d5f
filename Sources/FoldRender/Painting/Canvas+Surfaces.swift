import CPangoCairo
import FoldLayout

/// The chrome of surfaces that are not a device's display: a panel is a rounded tile with nothing
/// around it (its corners stay transparent); a window has its title bar, its sidebar and the three
/// window buttons.
extension Canvas {
    func paintPanel(_ surface: Surface) {
        fill(surface.bounds, "panel", radius: surface.cornerRadius)
    }

    func paintWindow(_ surface: Surface) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        roundedRect(surface.bounds, radius: surface.cornerRadius)
        cairo_clip(cr)
        fill(surface.bounds, "screen")
        if let bar = surface.titleBar {
            fill(bar, "window.bar")
            fill(Rect(x: bar.minX, y: bar.maxY - hairline, width: bar.width, height: hairline), "window.separator")
        }
        guard let sidebar = surface.sidebar, sidebar.width > 0 else { return }
        fill(sidebar, "window.sidebar")
        let leading = sidebar.minX <= surface.bounds.minX + 0.5
        let edge = leading ? sidebar.maxX - hairline : sidebar.minX
        fill(Rect(x: edge, y: sidebar.minY, width: hairline, height: sidebar.height), "window.separator")
        // Close, minimise and zoom sit at the top of the sidebar, on its outer side.
        let y = (surface.titleBar?.height ?? 52) / 2
        for (i, paint) in ["window.close", "window.minimize", "window.zoom"].enumerated() {
            let offset = 20 + Double(i) * 20
            circle(center: leading ? sidebar.minX + offset : sidebar.maxX - offset, y, radius: 6)
            set(Paint(paint))
            cairo_fill(cr)
        }
    }
}
