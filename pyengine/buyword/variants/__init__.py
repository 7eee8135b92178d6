"""BuyWord's advanced variants (« Règles avancées »), one room each: a subclass of the base
round (``round.Round``) that adds its own phases and overrides the few steps it changes, and
does nothing while its option is off. ``game.py`` puts them together.

=================  ================================  =========================================
room               option                            steps it changes
=================  ================================  =========================================
``auction``        ``auction``                       the buy phase (+ phases auction, top)
``trade``          ``trade``: exchange, sale         the start of the buy (+ trade, answer)
``draft``          ``draft``                         the deal (+ phase draft)
``crossword``      ``crossword``                     the words sold, the grid, the refill
``review``         (for honour and theme)            after a sale (+ phase review)
``honour``         ``check_words = "honour"``        the lexicon's say, challenges, debts
``theme``          ``theme``                         the review's vote
``long_game``      ``long_game``                     the empty bag, the last round
``tile_limit``     ``tile_limit``                    the limit kept at the end of a turn
=================  ================================  =========================================
"""
