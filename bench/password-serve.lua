-- wrk script for bench/password-serve.sh: GET /range/PREFIX for every line of the file
-- given after `--` ("PREFIX" or "PREFIX ETAG"), in the file's (shuffled) order, on
-- keep-alive connections. The second argument picks the kind of request:
--   plain   no extra header
--   padded  Add-Padding: true
--   gzip    Accept-Encoding: gzip
--   requests  Accept-Encoding: gzip, deflate, as Python's requests sends by default
--   etag    If-None-Match: ETAG (answered 304 when the ETag is current)
local paths, tags = {}, {}
local index = 0
local kind = "plain"

function init(args)
  kind = args[2] or "plain"
  for line in io.lines(args[1]) do
    local prefix, tag = line:match("^(%S+)%s*(.*)$")
    paths[#paths + 1] = "/range/" .. prefix
    tags[#tags + 1] = tag
  end
  index = math.random(#paths)
end

function request()
  index = index % #paths + 1
  if kind == "padded" then
    return wrk.format("GET", paths[index], { ["Add-Padding"] = "true" })
  elseif kind == "gzip" then
    return wrk.format("GET", paths[index], { ["Accept-Encoding"] = "gzip" })
  elseif kind == "requests" then
    return wrk.format("GET", paths[index], { ["Accept-Encoding"] = "gzip, deflate" })
  elseif kind == "etag" then
    return wrk.format("GET", paths[index], { ["If-None-Match"] = tags[index] })
  end
  return wrk.format("GET", paths[index])
end
