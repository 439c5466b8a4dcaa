-- wrk script: POST a hub-style payload with the webhook secret header.
wrk.method = "POST"
wrk.body = '{"event":{"action":"update","scope":"repo.content"},"repo":{"type":"model","name":"acme/bert","id":"6461","headSha":"0123456789abcdef"},"webhook":{"id":"654bbbc16f2ec14d77f109cc","version":3}}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["X-Webhook-Secret"] = "bench-secret"
