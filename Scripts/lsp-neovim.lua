-- Drives `livery lsp` from a real editor, by hand (docs/editors.md): Neovim 0.7 or later,
-- headless, with no configuration of its own (Debian's `neovim` package).
--
--   LIVERY=Tooling/.build/debug/livery nvim --headless -u NONE -c "luafile Scripts/lsp-neovim.lua"
--
-- In a scratch folder holding a sheet with a variable and a sheet using it with a syntax
-- error, it waits for the error's diagnostic, fixes the line and waits for none, formats the
-- buffer, asks for completion inside a UIButton rule, completes a variable typed in part,
-- and jumps from a variable reference to its declaration in the other sheet; it prints each
-- result and exits with status 1 if one is not as expected.
local livery = vim.fn.fnamemodify(os.getenv("LIVERY") or "Tooling/.build/debug/livery", ":p")
local folder = vim.fn.tempname()
vim.fn.mkdir(folder, "p")
vim.fn.writefile({ "@brand: #336699;" }, folder .. "/theme.css")
vim.fn.writefile({ ".a{textColor:@brand;color red}", "UIButton{tintColor:@brand}" }, folder .. "/app.css")
local failed = false
local function check(ok, what)
  print((ok and "ok: " or "FAILED: ") .. what)
  if not ok then failed = true end
end

local client = vim.lsp.start_client({ name = "livery", cmd = { livery, "lsp" }, root_dir = folder })
vim.cmd("edit " .. folder .. "/app.css")
local buffer = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buffer, client)

vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 100)
local diagnostics = vim.diagnostic.get(buffer)
local first = diagnostics[1] or {}
check(#diagnostics == 1 and first.lnum == 0 and first.col == 20 and first.end_col == 29,
      string.format("one diagnostic at 0:20-0:29 (%d: %s %s:%s-%s)", #diagnostics, first.message or "",
                    first.lnum or "", first.col or "", first.end_col or ""))

vim.api.nvim_buf_set_lines(buffer, 0, 1, false, { ".a{textColor:@brand;color: red}" })
vim.wait(20000, function() return #vim.diagnostic.get(buffer) == 0 end, 100)
check(#vim.diagnostic.get(buffer) == 0, "no diagnostic once the line is fixed")

vim.lsp.buf.formatting_sync(nil, 10000)
local lines = vim.api.nvim_buf_get_lines(buffer, 0, -1, false)
check(table.concat(lines, "\n") == ".a {\n    textColor: @brand;\n    color: red;\n}\nUIButton {\n    tintColor: @brand;\n}",
      "formatted:\n  " .. table.concat(lines, "\n  "))

local params = { textDocument = { uri = vim.uri_from_bufnr(buffer) }, position = { line = 5, character = 4 } }
local count = 0
for _, response in pairs(vim.lsp.buf_request_sync(buffer, "textDocument/completion", params, 10000) or {}) do
  count = count + #((response.result or {}).items or {})
end
check(count > 100, "completion in UIButton's block: " .. count .. " properties")

-- A variable typed in part: theme.css's `@brand` is offered with an edit that Neovim applies
-- over the part typed, and the undefined variable's diagnostic goes.
vim.api.nvim_buf_set_lines(buffer, 5, 6, false, { "    tintColor: @b;" })
vim.wait(20000, function() return #vim.diagnostic.get(buffer) == 1 end, 100)
local edit
vim.wait(20000, function()
  params.position = { line = 5, character = 17 }
  for _, response in pairs(vim.lsp.buf_request_sync(buffer, "textDocument/completion", params, 10000) or {}) do
    for _, item in ipairs((response.result or {}).items or {}) do
      if item.label == "@brand" then edit = item.textEdit end
    end
  end
  return edit ~= nil
end, 200)
check(edit ~= nil, "'@brand' offered after '@b'")
if edit then vim.lsp.util.apply_text_edits({ edit }, buffer, "utf-16") end
local line = vim.api.nvim_buf_get_lines(buffer, 5, 6, false)[1]
vim.wait(20000, function() return #vim.diagnostic.get(buffer) == 0 end, 100)
check(line == "    tintColor: @brand;" and #vim.diagnostic.get(buffer) == 0, "applied: '" .. line .. "', no diagnostic")

-- Go to Definition from `@brand` opens theme.css at the declaration (Neovim's own handler).
vim.api.nvim_win_set_cursor(0, { 6, 18 })
vim.lsp.buf.definition()
vim.wait(20000, function() return vim.api.nvim_buf_get_name(0):match("theme%.css$") ~= nil end, 100)
local cursor = vim.api.nvim_win_get_cursor(0)
check(vim.api.nvim_buf_get_name(0):match("theme%.css$") ~= nil and cursor[1] == 1 and cursor[2] == 0,
      "definition: " .. vim.api.nvim_buf_get_name(0) .. " at " .. cursor[1] .. ":" .. cursor[2])

vim.lsp.stop_client(client)
vim.fn.delete(folder, "rf")
vim.cmd(failed and "cquit 1" or "qa!")
