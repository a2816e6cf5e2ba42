"""Play by e-mail in the app (issue 12, docs/pbem.md): the Game ▸ PBEM menu, the PBEM window
(replay of the opponent's turn, your prompt, send), the dialogs."""
