/// A BIN prefix of Cartes Bancaires, and the international network its
/// cards are co-badged with.
///
/// Cartes Bancaires has no IIN range of its own: its cards carry Visa or
/// Mastercard numbers, and only the issuing bank's BIN says that the card is
/// also a CB card. The full list is distributed to acquirers by the GIE CB
/// and changes often; a production integration loads it from its payment
/// service's BIN lookup. This table holds the prefixes of public test cards
/// (Adyen's `4035 5010 0000 0008` and Stripe's `4000 0025 0000 1001` for
/// CB + Visa, Stripe's `5555 5525 0000 1001` for CB + Mastercard), as
/// eight-digit BINs so that no other test card falls inside them.
struct CartesBancairesBIN: Sendable, Hashable {
  /// The BIN prefix.
  let prefix: IINRange
  /// The network whose IIN range the prefix lies in.
  let partner: CardNetwork

  /// The known Cartes Bancaires BINs.
  static let table: [CartesBancairesBIN] = [
    CartesBancairesBIN(prefix: "40355010", partner: .visa),
    CartesBancairesBIN(prefix: "40000025", partner: .visa),
    CartesBancairesBIN(prefix: "55555525", partner: .mastercard),
  ]
}
