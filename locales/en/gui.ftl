## The window
