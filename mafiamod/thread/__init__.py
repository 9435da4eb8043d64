"""Reading a forum thread: page adapters per forum engine, vote syntaxes, name matching.

No Qt here: the command line (``mafiamod votes``) and the window use the same code.
"""
