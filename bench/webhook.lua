-- wrk script: POST a hub-style payload with the webhook secret header, each request a
-- delivery of its own (its own X-GitHub-Delivery), so a receiver that runs each delivery
-- once runs every request. `wrk ... -s webhook.lua URL -- PREFIX` keeps two wrk processes
-- on one shared queue apart; `-- PREFIX SIGNATURE` also sends SIGNATURE as GitHub's
-- X-Hub-Signature-256 (the body is the same every time, so one signature fits all).
wrk.method = "POST"
wrk.body = '{"event":{"action":"update","scope":"repo.content"},"repo":{"type":"model","name":"acme/bert","id":"6461","headSha":"0123456789abcdef"},"webhook":{"id":"654bbbc16f2ec14d77f109cc","version":3}}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["X-Webhook-Secret"] = "bench-secret"

local threads = 0

function setup(thread)
   threads = threads + 1
   thread:set("number", threads)
end

function init(args)
   prefix = (args[1] or "wrk") .. "-" .. tostring(number or 0) .. "-"
   if args[2] then
      wrk.headers["X-Hub-Signature-256"] = args[2]
   end
   sent = 0
end

function request()
   sent = sent + 1
   wrk.headers["X-GitHub-Delivery"] = prefix .. sent
   return wrk.format()
end
