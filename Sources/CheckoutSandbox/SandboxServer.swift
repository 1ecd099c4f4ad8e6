/// The sandbox payment server (being built).
public enum CheckoutSandboxPlaceholder {}
