// Calls the code the Tessera plugin generated from this target's catalogs.
let german = Localizer(locale: "de")
print(german(Strings.Shop.title))
print(Localizer(locale: "en")(Strings.Shop.greeting("Ada")))
print(Theme.light.color.text.hex, Theme.dark.color.text.hex, Theme.light.spacing)
let button = A11y.Home.checkoutButton
print(button.identifier, button.localizedLabel(german) ?? "-", button.isInteractive)
