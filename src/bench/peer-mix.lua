-- wrk script for src/bench/peer-public-inbox.sh: cycles one query list that both public-inbox (Xapian, lore's
-- prefixes) and lkml-triage understand. SEARCH_PATH is the URL up to the query, e.g. "/synth20k/?l=20&q=",
-- "/api/search?limit=20&q=" or "/?q=". Each wrk thread starts at its own place in the list.
local qs = {
  "watchdog",                                   -- a word
  "jumbo+frames",                               -- two words (AND in both)
  "%22transmit+queue%22",                       -- a phrase
  "s%3Ar8169",                                  -- subject
  "b%3Acoalescing",                             -- body
  "q%3Anapi+AND+nq%3A%22rx+buffer%22",          -- quoted / not quoted text
  "throughput+NOT+s%3APATCH",                   -- NOT
  "dfn%3Ar8169.c",                              -- a file a diff touches
  "d%3A20080101..20080630+watchdog",            -- a date range and a word
  "f%3Aenge",                                   -- from
  "r8169+AND+iperf",                            -- AND of two frequent words
  "lspci+s%3Aregression",                       -- a word and a subject word
}
local path = os.getenv("SEARCH_PATH") or "/api/search?limit=20&q="
local threads = 0
local i = 0

function setup(thread)
  thread:set("start", threads * 5)
  threads = threads + 1
end

function init(args)
  i = start or 0
end

function request()
  i = i + 1
  return wrk.format("GET", path .. qs[(i % #qs) + 1])
end
