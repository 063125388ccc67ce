print("mapsim")
