"""Schemathesis hooks for the checkout API: the rules a valid request meets that JSON Schema can't
state, applied to the requests schemathesis generates as valid.

The contract (API/checkout-api.yaml) says each of these in words; here they are made true of the
generated data, so that the `positive_data_acceptance` check fails only where the server refuses
a request the contract allows:

- a card number is one a network issues (a test card: right prefix, length and Luhn digit), its
  security code has the network's length, its expiry isn't past, and a `network` the card doesn't
  carry is left out;
- a session's currency is a current ISO 4217 code, and its amount leaves room for the largest
  surcharge below the maximum;
- a billing address's postal code is left as generated: only the address verification test card
  (not among the cards used here) compares it, and tokenizing never refuses for it;
- a bank payment names a bank its method lists and that is enabled when the method has an issuer
  list (Dotpay, EPS), and none for iDEAL, whose issuer list is off in the session this run pays
  with (the default: the customer chooses the bank on iDEAL's page); a card payment names no
  network other than its token's (left out); and each payment has an idempotency key of its own
  (a key used before with another body is `422`, as the contract says).

Requests generated to be invalid are left alone, the server must refuse them; except that a
header value is never made invalid by white space at its ends alone, which HTTP strips (RFC 9110,
section 5.5) before any server sees it.
"""

import datetime
import uuid
from collections.abc import MutableMapping
import zlib

import schemathesis

# Numbers a network issues, each with its security code's length.
CARDS = [
    ("4242424242424242", 3),
    ("5555555555554444", 3),
    ("378282246310005", 4),
    ("6011111111111117", 3),
    ("3530111333300000", 3),
    ("4000000000000002", 3),
    ("4000000000003220", 3),
    ("4035501000000008", 3),
]
CURRENCIES = ["EUR", "USD", "PLN", "JPY", "GBP", "CHF", "SEK", "KWD"]
# The banks of the methods with an issuer list in the session this run pays with.
BANKS = {"dotpay": "alior", "eps": "bank_austria"}
# The methods without one there: a payment names no bank.
WITHOUT_ISSUER_LIST = {"ideal"}
MAXIMUM_AMOUNT = 100_000_000_000
LARGEST_SURCHARGE = 150


def is_positive(case):
    meta = getattr(case, "meta", None)
    if meta is None:
        return True
    return meta.generation.mode.is_positive


def pick(items, seed):
    """One of `items`, chosen by the generated value so that runs vary but replay the same."""
    return items[zlib.crc32(repr(seed).encode()) % len(items)]


@schemathesis.hook
def before_call(context, case, kwargs):
    """Runs on every request about to be sent, in every phase, the stateful sequences included;
    schemathesis checks a case again after it."""
    if not is_positive(case) or not isinstance(case.body, dict):
        return
    operation = case.operation.label
    body = case.body
    if operation == "POST /tokens":
        number, code_length = pick(CARDS, body.get("number"))
        body["number"] = number
        body["cvv"] = ("1234" if code_length == 4 else "123")
        this_year = datetime.date.today().year
        if isinstance(body.get("expiryYear"), (int, float)) and body["expiryYear"] <= this_year:
            body["expiryYear"] = this_year + 1
        body.pop("network", None)
    elif operation == "POST /client-sessions":
        body["currency"] = pick(CURRENCIES, body.get("currency"))
        if isinstance(body.get("amount"), (int, float)):
            body["amount"] = min(int(body["amount"]), MAXIMUM_AMOUNT - LARGEST_SURCHARGE)
    elif operation == "POST /payments":
        if isinstance(case.headers, MutableMapping):
            case.headers["Idempotency-Key"] = "key-" + uuid.uuid4().hex
        source = body.get("source")
        if isinstance(source, dict):
            if source.get("type") == "bank" and source.get("method") in BANKS:
                source["bankId"] = BANKS[source["method"]]
            elif source.get("type") == "bank" and source.get("method") in WITHOUT_ISSUER_LIST:
                source.pop("bankId", None)
            source.pop("network", None)


@schemathesis.hook
def filter_case(context, case):
    if is_positive(case) or not isinstance(case.headers, MutableMapping):
        return True
    for value in case.headers.values():
        if isinstance(value, str) and value != value.strip(" \t") and value.strip(" \t") != "":
            return False
    return True
