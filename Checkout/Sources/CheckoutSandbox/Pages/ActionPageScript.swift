/// `GET /sandbox/assets/action-page.js`: the script of the third-party pages, served as a file of
/// its own so that the pages' `Content-Security-Policy` can forbid inline code.
///
/// It implements the page's half of the bridge protocol (see `Docs/Sandbox.md`, "Third-party pages"):
///
/// - `redirect_uri` and `state` come from the page's query; `redirect_uri` counts only when it is
///   an `http:` URL on `127.0.0.1`, `localhost` or `[::1]`.
/// - A message is `JSON.stringify({name, body: JSON.stringify(fields)})`, whose fields always hold
///   `paymentId` and `state` (`""` when absent).
/// - It goes to `window.webkit.messageHandlers.tesseraBridge.postMessage` when a web view
///   provides it (the host replies through `window.tesseraBridge.receive(reply)`); otherwise it
///   is `POST`ed to a valid `redirect_uri` as `text/plain;charset=UTF-8`, and the response body
///   is the reply; otherwise there is no bridge.
/// - On load, a pending payment's page posts `shown`. A decision is first `POST`ed to the page's
///   `data-action` (`{"decision": "approve" | "decline" | "cancel"}`), then posted as
///   `completed`, `failed` (with `code: "declined"` and a localized `message`) or `cancelled`.
/// - A reply `confirmed` (`{"status": …}`) or `close`, or no answer, shows the matching status
///   and, 300 ms later, goes to `redirect_uri` when there is a valid one.
enum ActionPageScript {
  /// The script, as served.
  static let source = #"""
    // The sandbox's third-party page: sends the customer's decision to the sandbox, then tells the
    // app through the bridge (a web view's message handler, or a POST to the app's loopback
    // redirect_uri), and returns to the app.
    (function () {
      "use strict";

      var main = document.querySelector("main[data-payment-id]");
      if (!main) {
        return;
      }
      var status = document.getElementById("status");
      var buttons = Array.prototype.slice.call(document.querySelectorAll("button[data-decision]"));
      var paymentId = main.getAttribute("data-payment-id") || "";
      var actionURL = main.getAttribute("data-action") || "";
      var query = new URLSearchParams(window.location.search);
      var state = query.get("state") || "";
      var redirectURI = acceptedRedirect(query.get("redirect_uri"));
      // How long a decision waits for the app's reply before saying the app can't be reached.
      var replyTimeout = 10000;
      var returnDelay = 300;
      var waitingForReply = null;
      var busy = false;

      // The redirect_uri, when it is an http: URL on the loopback interface; nil otherwise.
      function acceptedRedirect(raw) {
        if (!raw) {
          return null;
        }
        var url;
        try {
          url = new URL(raw);
        } catch (error) {
          return null;
        }
        if (url.protocol !== "http:") {
          return null;
        }
        if (["127.0.0.1", "localhost", "[::1]"].indexOf(url.hostname) < 0) {
          return null;
        }
        return url.href;
      }

      // A localized text of the page, from the status region's data attributes.
      function text(name) {
        return (status && status.getAttribute("data-" + name)) || "";
      }

      function announce(message) {
        if (status) {
          status.textContent = message;
        }
      }

      function setButtonsDisabled(disabled) {
        buttons.forEach(function (button) {
          button.disabled = disabled;
        });
      }

      // A bridge message: {"name": …, "body": "<the fields as JSON>"}; the fields always hold
      // paymentId and state.
      function bridgeMessage(name, extra) {
        var fields = { paymentId: paymentId, state: state };
        if (extra) {
          Object.keys(extra).forEach(function (key) {
            fields[key] = extra[key];
          });
        }
        return JSON.stringify({ name: name, body: JSON.stringify(fields) });
      }

      // A reply, {"name": …, "body": "<JSON object>"}, as {name, body}; null when it isn't one.
      function parseReply(reply) {
        var object = reply;
        if (typeof reply === "string") {
          try {
            object = JSON.parse(reply);
          } catch (error) {
            return null;
          }
        }
        if (!object || typeof object !== "object" || typeof object.name !== "string") {
          return null;
        }
        var body = {};
        if (typeof object.body === "string") {
          try {
            var parsed = JSON.parse(object.body);
            if (parsed && typeof parsed === "object") {
              body = parsed;
            }
          } catch (error) {
            body = {};
          }
        } else if (object.body && typeof object.body === "object") {
          body = object.body;
        }
        return { name: object.name, body: body };
      }

      function nativeBridge() {
        var webkit = window.webkit;
        if (webkit && webkit.messageHandlers && webkit.messageHandlers.tesseraBridge) {
          return webkit.messageHandlers.tesseraBridge;
        }
        return null;
      }

      // The web view's host answers by calling window.tesseraBridge.receive(replyJSONString).
      window.tesseraBridge = {
        receive: function (reply) {
          var parsed = parseReply(reply);
          if (!parsed || !waitingForReply) {
            return false;
          }
          waitingForReply(parsed);
          return true;
        },
      };

      // Sends a bridge message. Resolves to {kind: "reply", reply}, {kind: "sent"} (a message that
      // expects no reply), {kind: "unreachable"}, or {kind: "none"} when there is no bridge. Never
      // rejects.
      function post(name, extra, expectsReply) {
        var message = bridgeMessage(name, extra);
        var handler = nativeBridge();
        if (handler) {
          return new Promise(function (resolve) {
            var timer = null;
            if (expectsReply) {
              timer = window.setTimeout(function () {
                waitingForReply = null;
                resolve({ kind: "unreachable" });
              }, replyTimeout);
              waitingForReply = function (reply) {
                window.clearTimeout(timer);
                waitingForReply = null;
                resolve({ kind: "reply", reply: reply });
              };
            }
            try {
              handler.postMessage(message);
            } catch (error) {
              window.clearTimeout(timer);
              waitingForReply = null;
              resolve({ kind: "unreachable" });
              return;
            }
            if (!expectsReply) {
              resolve({ kind: "sent" });
            }
          });
        }
        if (redirectURI) {
          var abort = typeof AbortController === "function" ? new AbortController() : null;
          var deadline = window.setTimeout(function () {
            if (abort) {
              abort.abort();
            }
          }, replyTimeout);
          return fetch(redirectURI, {
            method: "POST",
            headers: { "Content-Type": "text/plain;charset=UTF-8" },
            body: message,
            cache: "no-store",
            credentials: "omit",
            referrerPolicy: "no-referrer",
            signal: abort ? abort.signal : undefined,
          })
            .then(function (response) {
              if (!response.ok) {
                return { kind: "unreachable" };
              }
              return response.text().then(function (body) {
                // The app took the message; a body that is no reply counts as "close".
                return { kind: "reply", reply: parseReply(body) || { name: "close", body: {} } };
              });
            })
            .catch(function () {
              return { kind: "unreachable" };
            })
            .then(function (delivery) {
              window.clearTimeout(deadline);
              return delivery;
            });
        }
        return Promise.resolve({ kind: "none" });
      }

      // The status for a decision once the app answered: the reply's status when it confirms one,
      // otherwise the decision's own.
      function outcomeText(decision, reply) {
        if (reply && reply.name === "confirmed") {
          if (reply.body.status === "succeeded") {
            return text("confirmed");
          }
          if (reply.body.status === "declined") {
            return text(decision === "cancel" ? "cancelled" : "declined");
          }
        }
        if (decision === "approve") {
          return text("confirmed");
        }
        return text(decision === "decline" ? "declined" : "cancelled");
      }

      function returnToApp() {
        if (redirectURI) {
          window.setTimeout(function () {
            window.location.assign(redirectURI);
          }, returnDelay);
        }
      }

      // What the decision tells the app: completed, failed or cancelled.
      function bridgeEvent(decision) {
        if (decision === "approve") {
          return { name: "completed", extra: null };
        }
        if (decision === "decline") {
          return { name: "failed", extra: { code: "declined", message: text("decline-message") } };
        }
        return { name: "cancelled", extra: null };
      }

      function finish(decision, delivery) {
        if (delivery.kind === "reply") {
          announce(outcomeText(decision, delivery.reply));
        } else {
          announce(text("unreachable"));
        }
        returnToApp();
      }

      function alreadyComplete() {
        buttons.forEach(function (button) {
          button.hidden = true;
        });
        announce(text("already-complete"));
      }

      function sendFailed() {
        busy = false;
        setButtonsDisabled(false);
        announce(text("send-failed"));
        if (buttons.length > 0) {
          buttons[0].focus();
        }
      }

      function decide(decision) {
        if (busy) {
          return;
        }
        busy = true;
        // Keep the keyboard focus on the page while the buttons are disabled.
        if (status) {
          status.focus();
        }
        setButtonsDisabled(true);
        announce(text("sending"));
        fetch(actionURL, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ decision: decision }),
          credentials: "same-origin",
          cache: "no-store",
        })
          .then(
            function (response) {
              if (response.status === 409) {
                alreadyComplete();
                return;
              }
              if (!response.ok) {
                sendFailed();
                return;
              }
              var event = bridgeEvent(decision);
              return post(event.name, event.extra, true).then(function (delivery) {
                finish(decision, delivery);
              });
            },
            function () {
              sendFailed();
            }
          );
      }

      buttons.forEach(function (button) {
        button.addEventListener("click", function () {
          decide(button.getAttribute("data-decision"));
        });
      });

      if (main.getAttribute("data-state") === "pending") {
        post("shown", null, false);
      }
    })();
    """#
}
