/// Live reload keeps the files a dev server pushes where stylesheets are read from.
extension CachedSourceLoader: DevServerDocumentStore {}
