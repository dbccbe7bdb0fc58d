import CommandKit
import Foundation
import QuickSearchDomain

extension GalleryPage {
    /// The page's only style sheet: a grid of tiles that fills any width.
    static let style = """
        :root{color-scheme:light dark;font-family:system-ui,sans-serif}\
        body{margin:0;padding:1rem;background:Canvas;color:CanvasText}\
        header h1{margin:0 0 .25rem;font-size:1.4rem;overflow-wrap:anywhere}\
        .facts{color:GrayText;font-size:.85rem;margin:.2rem 0}\
        form{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin:.5rem 0 1rem;font-size:.9rem}\
        #grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:12px}\
        .tile{margin:0;display:flex;flex-direction:column;border:1px solid #8884;border-radius:6px;overflow:hidden}\
        .tile[hidden]{display:none}\
        .frame{display:flex;aspect-ratio:1;background:#8882;align-items:center;justify-content:center}\
        .frame img{display:block;width:100%;aspect-ratio:1;object-fit:cover}\
        .missing{color:GrayText;font-size:.8rem}\
        figcaption{padding:.4rem .5rem;font-size:.85rem;overflow-wrap:anywhere}\
        .position{color:GrayText}\
        .page{display:block;font-size:.8rem}
        """

    /// The filter script: hides tiles whose sources are all unticked or whose band is not the
    /// chosen one, counts what is shown, and marks the document (`data-filters="ready"`) so a
    /// test can see that it ran.
    static let script = """
        (function(){var d=document,f=d.getElementById('filters'),g=d.getElementById('grid');\
        function apply(){var on={};f.querySelectorAll('input[name=source]').forEach(function(b){on[b.value]=b.checked;});\
        var band=d.getElementById('band').value,shown=0;\
        g.querySelectorAll('.tile').forEach(function(t){var ok=t.dataset.sources.split(' ').some(function(s){return on[s];})\
        &&(band==='all'||t.dataset.band===band);t.hidden=!ok;if(ok)shown++;});\
        d.getElementById('shown').textContent=String(shown);}\
        f.addEventListener('change',apply);apply();d.documentElement.dataset.filters='ready';})();
        """

    /// Nothing but http(s) images, this style and this script (by hash); no frames, forms,
    /// fonts, connections or base URL.
    static let contentSecurityPolicy = [
        "default-src 'none'",
        "img-src http: https:",
        "style-src '\(hashSource(style))'",
        "script-src '\(hashSource(script))'",
        "base-uri 'none'",
        "form-action 'none'",
    ].joined(separator: "; ")

    /// A CSP hash source, `sha256-` and the base64 of the text's SHA-256.
    static func hashSource(_ text: String) -> String {
        "sha256-" + Data(SHA256.digest(Array(text.utf8))).base64EncodedString()
    }
}
