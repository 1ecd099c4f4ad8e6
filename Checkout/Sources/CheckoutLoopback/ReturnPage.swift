import CheckoutAssets
import CheckoutComponents

/// The page the browser lands on at the end of a required action: it tells
/// the customer to go back to the checkout, in the checkout's language.
enum ReturnPage {
  static func html(localizer t: Localizer) -> String {
    let title = HTMLEscaping.escape(t(Strings.Checkout.actionReturnTitle))
    let message = HTMLEscaping.escape(t(Strings.Checkout.actionReturnMessage))
    return """
      <!doctype html>
      <html lang="\(HTMLEscaping.escape(t.locale))">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem;color:#1a1a1a}</style>
      </head>
      <body>
      <main>
      <h1>\(title)</h1>
      <p role="status">\(message)</p>
      </main>
      </body>
      </html>

      """
  }
}
