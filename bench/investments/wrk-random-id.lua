-- wrk script (wrk.mjs): POST to WRK_PREFIX .. a random id between WRK_MIN_ID and WRK_MAX_ID .. WRK_SUFFIX,
-- with WRK_BODY as JSON when it is not empty.
local min, max = tonumber(os.getenv("WRK_MIN_ID")), tonumber(os.getenv("WRK_MAX_ID"))
local prefix, suffix = os.getenv("WRK_PREFIX"), os.getenv("WRK_SUFFIX")
local body = os.getenv("WRK_BODY")
wrk.method = "POST"
if body ~= "" then
  wrk.body = body
  wrk.headers["Content-Type"] = "application/json"
end
math.randomseed(os.time())
request = function()
  return wrk.format(nil, prefix .. math.random(min, max) .. suffix)
end
