"""Online play: a host's Gamenight referees a match, guests' Gamenights draw what they are sent.

The host runs the match as a local game does (engine/api.py, its autosave) and is the only
one that holds it. A guest receives its seat's view, its decision when it is to move and the
events its seat may see, and sends back its choice; it never holds the seed, the save, a
digest or another seat's action before the game ends. The wire is language-free: decisions,
events and refusals carry message ids, so each guest reads the game in its own language.

One concept a module:

* protocol - the messages, their version and their limits, read and written (docs/online.md);
* fairness - the seed drawn jointly (commit and reveal) and the guest's audit at the end;
* referee - the host's side: seats and their tokens, who may do what, what each seat is sent.

No pygame and no network here: the referee is a pure state machine over messages, which the
transports (a websocket, a magic-wormhole channel) and the tests feed alike.
"""
