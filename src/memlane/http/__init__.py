"""The HTTP surface: a FastAPI app (``/v1`` API and web UI) over one Memory. Thin by rule:
it parses, calls Memory, and serializes; errors are translated once in ``app``."""
