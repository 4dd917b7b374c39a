/* NUI (.nss): its style classes, property names and variables. */
@ink: #22313F;
@titleFont: Georgia;

Label {
    font-name: @titleFont;
    font-size: 15;
    font-color: @ink;
}
Button {
    font-color: white;
    font-color-highlighted: lightGray;
    background-color: @ink;
    corner-radius: 6;
}
SmallLabel {
    font-size: 11;
}
