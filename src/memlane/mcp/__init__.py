"""memlane over the Model Context Protocol: the same Memory, as tools and resources for agents.

Importing this package loads the MCP SDK (slow), so only the ``memlane mcp`` command does.
"""

from memlane.mcp.server import MemlaneMCP, build_server, serve_http, serve_stdio

__all__ = ["MemlaneMCP", "build_server", "serve_http", "serve_stdio"]
