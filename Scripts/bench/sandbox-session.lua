wrk.method = "POST"
wrk.body = '{"amount":1000,"currency":"EUR","orderId":"wrk-order"}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer sk_sandbox_tessera"
