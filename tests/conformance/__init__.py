"""The engine contract (engine/api.py) checked by playing every game and variant."""
