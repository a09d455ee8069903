## Het venster
