"""The package list, found rather than written out (pyproject.toml holds everything else).

The code is every package under engine/ and scenes/. The files the games ship stay in the
repository's folders and install as resource packages of their own, found at run time with
importlib.resources (engine/core/resources.py); each of their sub-folders is listed too, so that
setuptools ships its files as package data instead of warning that it would skip them.
"""
from setuptools import find_namespace_packages, find_packages, setup

RESOURCES = {"gamenight_data": "data", "gamenight_assets": "assets", "gamenight_help": "docs/help"}
SHIPPED = ["*.toml", "*.png", "*.ttf", "*.txt", "*.json", "*.md", "*.mo"]


def resource_packages() -> list[str]:
    found = []
    for name, folder in RESOURCES.items():
        found += [name] + [f"{name}.{sub}" for sub in find_namespace_packages(folder, exclude=["__pycache__*"])]
    return found


setup(
    packages=find_packages(include=["engine", "engine.*", "scenes", "scenes.*", "online", "online.*"]) + resource_packages(),
    package_dir=RESOURCES,
    package_data={name: SHIPPED for name in resource_packages()},
)
