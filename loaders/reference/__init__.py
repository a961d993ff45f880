"""The reference knowledge base: facts about the House of Commons (people, parties, ridings, offices, dates).

`build` derives the shipped fact files in `data/` from the public data beside the checkout;
`kb` reads them into an in-memory API for the extractor.
"""
