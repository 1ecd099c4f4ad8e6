import Testing

@testable import TesseraSupport

/// The plural operands of the values a localized string's arguments carry.
@Suite struct PluralOperandsTests {
  private func digits(_ operands: TesseraPluralOperands) -> [Int] {
    [operands.i, operands.v, operands.w, operands.f, operands.t]
  }

  @Test func anIntegerHasNoFractionDigits() {
    #expect(digits(TesseraPluralOperands(15)) == [15, 0, 0, 0, 0])
    #expect(TesseraPluralOperands(-3).n == 3)
    #expect(TesseraPluralOperands(Int.min).i == Int.max)
    #expect(TesseraPluralOperands(0).isZero)
  }

  /// The operands of a Double are those of its shortest decimal, also where Swift writes it with
  /// an exponent (0.00001 is "1e-05").
  @Test func aDoubleHasTheDigitsOfItsShortestDecimal() {
    #expect(digits(TesseraPluralOperands(0.00001)) == [0, 5, 5, 1, 1])
    #expect(digits(TesseraPluralOperands(0.00000015)) == [0, 8, 8, 15, 15])
    #expect(digits(TesseraPluralOperands(1.5)) == [1, 1, 1, 5, 5])
    #expect(digits(TesseraPluralOperands(0.25)) == [0, 2, 2, 25, 25])
    #expect(digits(TesseraPluralOperands(2.0)) == [2, 0, 0, 0, 0])
    #expect(digits(TesseraPluralOperands(-1234.5)) == [1234, 1, 1, 5, 5])
    #expect(digits(TesseraPluralOperands(1.0000000000000005e+15)) == [1_000_000_000_000_000, 1, 1, 5, 5])
    #expect(digits(TesseraPluralOperands(Double.nan)) == [0, 0, 0, 0, 0])
    #expect(digits(TesseraPluralOperands(-Double.infinity)) == [0, 0, 0, 0, 0])
    #expect(TesseraPluralOperands(1e300).i == Int.max)
  }

  @Test func anArgumentCountsAsTheNumberItHolds() {
    #expect(digits(TesseraPluralOperands(LocalizationArgument.int(7))) == [7, 0, 0, 0, 0])
    #expect(digits(TesseraPluralOperands(LocalizationArgument.uint(UInt.max))) == [Int.max, 0, 0, 0, 0])
    #expect(digits(TesseraPluralOperands(LocalizationArgument.double(1.5))) == [1, 1, 1, 5, 5])
    #expect(digits(TesseraPluralOperands(LocalizationArgument.string("12"))) == [12, 0, 0, 0, 0])
    #expect(digits(TesseraPluralOperands(LocalizationArgument.string("twelve"))) == [0, 0, 0, 0, 0])
    #expect(digits(TesseraPluralOperands(LocalizationArgument.character("3"))) == [0, 0, 0, 0, 0])
    #expect(digits(TesseraPluralOperands(nil as LocalizationArgument?)) == [0, 0, 0, 0, 0])
  }

  @Test func rangesOnNHoldOnlyWholeNumbers() {
    #expect(TesseraPluralOperands(12.5).n(modulo: 10) == 2.5)
    #expect(TesseraPluralOperands.whole(3, in: 2...4))
    #expect(!TesseraPluralOperands.whole(3.5, in: 2...4))
    #expect(!TesseraPluralOperands.whole(5, in: 2...4))
  }
}
