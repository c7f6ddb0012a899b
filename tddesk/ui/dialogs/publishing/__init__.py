"""The results site: publishing it and sharing it in the room."""
