-- wrk script: GET /range/PREFIX for every prefix listed in the file given after `--`,
-- with the same padding header ward sends, cycling through the list.
local paths = {}
local index = 0

function init(args)
  for line in io.lines(args[1]) do
    paths[#paths + 1] = "/range/" .. line
  end
  -- Each thread starts at a different place in the list.
  index = math.random(#paths)
end

function request()
  index = index % #paths + 1
  return wrk.format("GET", paths[index], { ["Add-Padding"] = "true" })
end
