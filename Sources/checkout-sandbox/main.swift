import CheckoutSandbox

print("checkout-sandbox: not built yet")
