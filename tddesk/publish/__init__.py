"""The results site: static HTML pages of the championship, written by Jinja2 templates.

``tddesk.publish.model`` reads a stage through the services into plain page data, with numbers
already formatted in the site's language; ``tddesk.publish.render`` turns that into pages and writes
only those whose text changed; ``tddesk.publish.serve`` shares the folder on the local network.
docs/publishing.md describes the pages and how they are kept up to date.
"""
