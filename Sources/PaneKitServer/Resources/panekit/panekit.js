// placeholder while dependencies build
